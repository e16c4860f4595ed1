import { Island } from "../islands/Island.tsx";
import Clock from "../layout/Clock.island.tsx";

export default function Home() {
  return (
    <main id="main">
      <h1>Home</h1>
      <Island name="Clock" component={Clock} props={{ initial: "12:00" }} />
    </main>
  );
}
