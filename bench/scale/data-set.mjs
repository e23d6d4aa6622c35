// The 100k data set as set-wise SQL: schools, their office accounts, teachers, students, purchased
// classes and enrolments, made by generate_series in the database itself (no row crosses the wire),
// so 100,000 students take seconds, not hours. Runs on a database that already holds the demo
// (migrations, catalogue, demo schools): the demo school `school@ganit.demo` becomes the big school.
// Every generated account has the demo's password (its hash is copied), so a bench signs in as anyone.

const FIRST = [
  "Aarav",
  "Aadhya",
  "Ananya",
  "Arjun",
  "Dev",
  "Diya",
  "Ishaan",
  "Ishita",
  "Kabir",
  "Kavya",
  "Krishna",
  "Meera",
  "Mohit",
  "Nandini",
  "Nikhil",
  "Pooja",
  "Pranav",
  "Rahul",
  "Riya",
  "Rohan",
  "Saanvi",
  "Sai",
  "Shaurya",
  "Sneha",
  "Tanvi",
  "Tejas",
  "Vihaan",
  "Yash",
  "Zara",
  "Fatima",
  "Imran",
  "Gurpreet",
  "Harleen",
  "Lakshmi",
  "Aditya",
  "Divya",
  "Omkar",
  "Aisha",
  "Siddharth",
  "Mahika",
];
const LAST = [
  "Sharma",
  "Verma",
  "Iyer",
  "Reddy",
  "Patel",
  "Khan",
  "Singh",
  "Das",
  "Nair",
  "Gupta",
  "Mehta",
  "Joshi",
  "Kulkarni",
  "Bose",
  "Menon",
  "Pillai",
  "Chauhan",
  "Yadav",
  "Mishra",
  "Shah",
  "Rao",
  "Naidu",
  "Ghosh",
];
const FATHERS = [
  "Rajesh",
  "Suresh",
  "Mahesh",
  "Ramesh",
  "Anil",
  "Sunil",
  "Vijay",
  "Sanjay",
  "Ashok",
  "Manoj",
];
const PLACES = [
  ["Pune", "Pune", "Maharashtra", "411001"],
  ["Nagpur", "Nagpur", "Maharashtra", "440001"],
  ["Jaipur", "Jaipur", "Rajasthan", "302001"],
  ["Lucknow", "Lucknow", "Uttar Pradesh", "226001"],
  ["Patna", "Patna", "Bihar", "800001"],
  ["Bhopal", "Bhopal", "Madhya Pradesh", "462001"],
  ["Chennai", "Chennai", "Tamil Nadu", "600001"],
  ["Kochi", "Ernakulam", "Kerala", "682001"],
  ["Guwahati", "Kamrup Metropolitan", "Assam", "781001"],
  ["Bengaluru", "Bengaluru Urban", "Karnataka", "560001"],
  ["Hyderabad", "Hyderabad", "Telangana", "500001"],
  ["Kolkata", "Kolkata", "West Bengal", "700001"],
];

const textArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`;
// An element of a SQL array chosen by an integer expression (1-based arrays).
const pick = (array, expr) => `(${array})[1 + ((${expr}) % ${array.split(",").length})]`;

/**
 * The statements, in order. `schools` generated schools (besides the demo's), `perSchool` students in
 * each of them, `big` students added to the demo school, `teachersPerSchool` teachers each.
 */
export function dataSetStatements({ schools, perSchool, big, teachersPerSchool, classesPerSchool }) {
  const first = textArray(FIRST);
  const last = textArray(LAST);
  const fathers = textArray(FATHERS);
  const city = textArray(PLACES.map((p) => p[0]));
  const district = textArray(PLACES.map((p) => p[1]));
  const state = textArray(PLACES.map((p) => p[2]));
  const pincode = textArray(PLACES.map((p) => p[3]));
  const hash = "(select password_hash from users where lower(username) = 'school@ganit.demo')";
  return [
    // Schools, registered over the last 90 days; every 50th on hold.
    `insert into users (id, username, email, name, phone, role, status, password_hash, created_at)
     select 'bench-su-' || i, 'school' || i || '@scale.bench', 'school' || i || '@scale.bench',
            'Scale School ' || i, '9' || lpad(i::text, 9, '0'), 'school', 'active', ${hash},
            now() - ((i % 90) || ' days')::interval
     from generate_series(1, ${schools}) i`,
    `insert into schools (id, user_id, udisc_code, address, city, district, state, pincode, status, next_roll_number, created_at)
     select 'bench-s-' || i, 'bench-su-' || i, '99' || lpad(i::text, 9, '0'), i || ' School Road',
            ${pick(city, "i")}, ${pick(district, "i")}, ${pick(state, "i")}, ${pick(pincode, "i")},
            (case when i % 50 = 0 then 'hold' else 'active' end)::school_status, ${perSchool + 1},
            now() - ((i % 90) || ' days')::interval
     from generate_series(1, ${schools}) i`,
    // Teachers.
    `insert into users (id, username, email, name, phone, role, status, password_hash)
     select 'bench-tu-' || s || '-' || t, 'teacher' || s || '.' || t || '@scale.bench',
            'teacher' || s || '.' || t || '@scale.bench',
            ${pick(first, "s * 7 + t")} || ' ' || ${pick(last, "s + t * 3")}, null, 'teacher', 'active', ${hash}
     from generate_series(1, ${schools}) s, generate_series(1, ${teachersPerSchool}) t`,
    // A teacher's and a pupil's row keep their account's name, e-mail and phone for the school's lists.
    `insert into teachers (id, user_id, school_id, dob, sort_name, sort_email, account_phone)
     select 'bench-t-' || s || '-' || t, u.id, 'bench-s-' || s, date '1985-01-01' + (s * t % 3000),
            lower(u.name), lower(u.email), u.phone
     from generate_series(1, ${schools}) s cross join generate_series(1, ${teachersPerSchool}) t
     join users u on u.id = 'bench-tu-' || s || '-' || t`,
    // Students of the generated schools: classes 1 to 10 in turn, names from the lists.
    `insert into users (id, username, email, name, phone, role, status, password_hash)
     select 'bench-pu-' || s || '-' || n, lower(${pick(first, "s * 13 + n")}) || s || 'n' || n,
            'family' || s || '.' || (n / 2) || '@scale.bench',
            ${pick(first, "s * 13 + n")} || ' ' || ${pick(last, "s * 5 + n * 7")}, null, 'student', 'active', ${hash}
     from generate_series(1, ${schools}) s, generate_series(1, ${perSchool}) n`,
    `insert into students (id, user_id, school_id, roll_number, class_number, fathername, dob,
                           sort_name, sort_email, account_phone)
     select 'bench-p-' || s || '-' || n, u.id, 'bench-s-' || s, lpad(n::text, 4, '0'),
            1 + (n % 10), ${pick(fathers, "s + n")} || ' ' || ${pick(last, "s * 5 + n * 7")},
            date '2012-01-01' + ((s * 31 + n * 17) % 1800), lower(u.name), lower(u.email), u.phone
     from generate_series(1, ${schools}) s cross join generate_series(1, ${perSchool}) n
     join users u on u.id = 'bench-pu-' || s || '-' || n`,
    // The big school: the demo school gains students after its own, roll numbers following on.
    `insert into users (id, username, email, name, phone, role, status, password_hash)
     select 'bench-bu-' || n, lower(${pick(first, "n * 3")}) || 'big' || n, 'bigfamily' || (n / 2) || '@scale.bench',
            ${pick(first, "n * 3")} || ' ' || ${pick(last, "n * 11")}, null, 'student', 'active', ${hash}
     from generate_series(1, ${big}) n`,
    `insert into students (id, user_id, school_id, roll_number, class_number, fathername, dob,
                           sort_name, sort_email, account_phone)
     select 'bench-b-' || n, u.id, s.id, lpad((s.next_roll_number + n - 1)::text, 4, '0'), 1 + (n % 10),
            ${pick(fathers, "n")} || ' ' || ${pick(last, "n * 11")}, date '2012-01-01' + ((n * 17) % 1800),
            lower(u.name), lower(u.email), u.phone
     from generate_series(1, ${big}) n join users u on u.id = 'bench-bu-' || n,
          (select sc.id, sc.next_roll_number from schools sc join users u on u.id = sc.user_id
           where lower(u.username) = 'school@ganit.demo') s`,
    `update schools set next_roll_number = next_roll_number + ${big}
     where user_id = (select id from users where lower(username) = 'school@ganit.demo')`,
    // The upload's duplicate key, as the students module writes it (the same SQL as migration 0014).
    `update students s
     set duplicate_key = lower(trim(regexp_replace(u.name, '\\s+', ' ', 'g'))) || chr(31) ||
                         coalesce(to_char(s.dob, 'YYYY-MM-DD'), '') || chr(31) ||
                         lower(trim(regexp_replace(s.fathername, '\\s+', ' ', 'g')))
     from users u where u.id = s.user_id and s.id like 'bench-%'`,
    // Purchased classes: each generated school has a spread of the catalogue's classes, active.
    `insert into purchased_classes (id, school_id, course_id, class_number, kind, status, student_limit)
     select 'bench-pc-' || s || '-' || r.rank, 'bench-s-' || s, r.course_id, r.class_number, 'students', 'active', null
     from generate_series(1, ${schools}) s
     cross join lateral (
       select cc.course_id, cc.class_number, row_number() over (order by md5(s::text || cc.id)) as rank
       from course_classes cc join courses c on c.id = cc.course_id and c.archived_at is null
     ) r
     where r.rank <= ${classesPerSchool}`,
    // The demo school's classes make room for its new pupils.
    `update purchased_classes set student_limit = student_limit + ${big}
     where student_limit is not null and school_id = (select s.id from schools s join users u on u.id = s.user_id
                                                    where lower(u.username) = 'school@ganit.demo')`,
    // Enrolments: every student into each purchased class of their school and class.
    `insert into enrolments (id, student_id, purchased_class_id, course_id, class_number)
     select 'bench-e-' || st.id || '-' || pc.id, st.id, pc.id, pc.course_id, pc.class_number
     from students st
     join purchased_classes pc on pc.school_id = st.school_id and pc.class_number = st.class_number
                              and pc.kind = 'students' and pc.status = 'active'
     where st.id like 'bench-%'
     on conflict do nothing`,
    // What autovacuum leaves a table in once it has passed: the update above's dead rows removed, the
    // trigram indexes' pending entries (GIN's fast-update list) merged into the index, the visibility
    // map set and the statistics fresh. A bare `analyze` left the pending lists and dead rows, and
    // plans that production never sees (docs/adr/0571-search-across-schools-holds-its-index-plan.md).
    "vacuum analyze",
  ];
}

/** The school the upload below writes into (a generated one the benchmark's other rows do not read). */
export const UPLOADED_SCHOOL = "school901@scale.bench";
export const UPLOADED_ROWS = 5000;

/**
 * A bulk upload of 5,000 pupils into one school, as `POST /api/student/add-bulk` writes it (one
 * transaction: the accounts, the pupils with their accounts' copies, roll numbers following on, the
 * duplicate keys), after the vacuum: neither vacuumed nor analysed, as autovacuum leaves a table for
 * a while after an upload of 5 % of it (its thresholds: 20 % inserted, 10 % changed). The names come
 * from the same lists, so the searches find uploaded pupils too.
 */
export function uploadStatements(rows = UPLOADED_ROWS) {
  const first = textArray(FIRST);
  const last = textArray(LAST);
  const fathers = textArray(FATHERS);
  const hash = "(select password_hash from users where lower(username) = 'school@ganit.demo')";
  const school = `(select s.id from schools s join users u on u.id = s.user_id where lower(u.username) = '${UPLOADED_SCHOOL}')`;
  return [
    "begin",
    `insert into users (id, username, email, name, phone, role, status, password_hash)
     select 'bench-upu-' || n, lower(${pick(first, "n * 7")}) || 'up' || n, 'upfamily' || (n / 2) || '@scale.bench',
            ${pick(first, "n * 7")} || ' ' || ${pick(last, "n * 13")}, null, 'student', 'active', ${hash}
     from generate_series(1, ${rows}) n`,
    `insert into students (id, user_id, school_id, roll_number, class_number, fathername, dob,
                           sort_name, sort_email, account_phone, duplicate_key)
     select 'bench-up-' || n, u.id, s.id, (s.next_roll_number + n - 1)::text, 1 + (n % 10),
            ${pick(fathers, "n")} || ' ' || ${pick(last, "n * 13")}, date '2012-01-01' + ((n * 23) % 1800),
            lower(u.name), lower(u.email), u.phone,
            lower(u.name) || chr(31) || to_char(date '2012-01-01' + ((n * 23) % 1800), 'YYYY-MM-DD') || chr(31) ||
              lower(${pick(fathers, "n")} || ' ' || ${pick(last, "n * 13")})
     from generate_series(1, ${rows}) n join users u on u.id = 'bench-upu-' || n,
          (select id, next_roll_number from schools where id = ${school}) s`,
    `update schools set next_roll_number = next_roll_number + ${rows} where id = ${school}`,
    "commit",
  ];
}
