// What a first visit downloads: the first visit to / file by file, then every public page and every
// screen, gzip sizes as a slow phone connection feels them. The measuring (and the budget `npm test`
// checks) lives in scripts/bundle-size.mjs.
// Usage: npm run build -w web && node bench/bundle.mjs
import { report } from "../scripts/bundle-size.mjs";

report();
