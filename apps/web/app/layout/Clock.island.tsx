import { useEffect, useState } from "react";
import { CLOCK_REFRESH_MS } from "@portal/contract/constants";
import type { UrlLang } from "@portal/contract/locales";
import { formatHeaderDate, macauTime } from "./macau-time.ts";

/** The header's date and Macao time, rendered by the server and refreshed every 60 s (spec §1, §9). */
export default function Clock({ lang, date, time }: { lang: UrlLang; date: string; time: string }) {
  const [now, setNow] = useState({ date, time });
  useEffect(() => {
    const tick = () => {
      const at = Date.now();
      setNow({ date: formatHeaderDate(at, lang), time: macauTime(at) });
    };
    tick();
    const id = setInterval(tick, CLOCK_REFRESH_MS);
    return () => clearInterval(id);
  }, [lang]);
  return (
    <span className="clock" data-testid="header-clock">
      <span className="clock-date">{now.date}</span>
      <time className="clock-time" dateTime={now.time}>
        {now.time}
      </time>
    </span>
  );
}
