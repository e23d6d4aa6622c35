import "./home.css";
import { HomeHero } from "./home-hero.tsx";
import { Benefits, CallToAction, CourseFamilies } from "./home-sections.tsx";

/** Home (/): the landing hero, the course families, the benefits, and a call to action. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <CourseFamilies />
      <Benefits />
      <CallToAction />
    </>
  );
}
