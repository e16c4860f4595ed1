import type { UrlLang } from "@portal/contract/locales";
import { registrationPath } from "../browser/login-paths.ts";
import { requestLogin } from "../browser/login-request.ts";

export interface SignInPromptLabels {
  loginPrompt: string;
  loginHint: string;
  login: string;
  register: string;
}

/**
 * What a signed-out visitor sees in place of a member's form (spec §8 "please login or register first"): log in
 * (the pop-up) or register. `className` names the block; its buttons sit in `{className}-actions`.
 */
export function SignInPrompt({ lang, labels, className, testId }: { lang: UrlLang; labels: SignInPromptLabels; className: string; testId: string }) {
  return (
    <div className={className} data-testid={testId}>
      <p>
        <strong>{labels.loginPrompt}</strong>
        <span>{labels.loginHint}</span>
      </p>
      <div className={`${className}-actions`}>
        <button type="button" className="button button--primary" onClick={() => requestLogin(lang)}>
          {labels.login}
        </button>
        <a className="button" href={registrationPath(lang)}>
          {labels.register}
        </a>
      </div>
    </div>
  );
}
