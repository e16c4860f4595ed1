import { Fragment } from "react";
import { emailBreakParts } from "./email-address.ts";

/**
 * An e-mail address as text that never breaks inside a word: on one line where it fits, else before its "@", and
 * before a dot only when the name or the domain alone is longer than the line (each is an inline block that keeps
 * its dots as the only places to break: `.email-address` in global.css). Inside the mailto link:
 * `<a href={`mailto:${email}`}><EmailAddress address={email} /></a>`.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span className="email-address">
      {emailBreakParts(address).map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span>
            {group.map((part, i) => (
              <Fragment key={i}>
                {i > 0 ? <wbr /> : null}
                <span>{part}</span>
              </Fragment>
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
