import { TextField } from "../../components/Field.tsx";

/**
 * The authenticator's six digits, as an authenticator app fills them in: the sign-in's second step, the set-up's
 * confirmation and the code a sensitive change asks for (FreshCode.tsx).
 */
export function TotpCodeField(props: { id: string; label: string; hint: string; value: string; onValue: (value: string) => void; error?: string | undefined }) {
  return <TextField {...props} className="console-code-field" required inputMode="numeric" autoComplete="one-time-code" maxLength={7} spellCheck={false} />;
}
