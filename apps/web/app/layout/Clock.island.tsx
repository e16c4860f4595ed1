import { useEffect, useState } from "react";
import { CLOCK_REFRESH_MS } from "@portal/contract/constants";

export default function Clock({ initial }: { initial: string }) {
  const [time, setTime] = useState(initial);
  useEffect(() => {
    const tick = () => setTime(new Date().toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Macau" }));
    tick();
    const id = setInterval(tick, CLOCK_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return <time>{time}</time>;
}
