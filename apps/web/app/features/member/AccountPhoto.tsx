import { useRef, useState, type ChangeEvent } from "react";
import { memberApi } from "@portal/contract/endpoints/member";
import { uploadApi } from "@portal/contract/endpoints/upload";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { checkUploadSize, validationMessage } from "@portal/contract/validation";
import { saveMemberInfo } from "../../browser/session.ts";
import { useMemberAction } from "./account-api.ts";
import { FormFailure } from "../../components/Form.tsx";
import { useAccountText, useAnnounce } from "./AccountParts.tsx";
import { Avatar } from "../../components/Avatar.tsx";

/**
 * The member's photo (spec §3 member info `photo`): a picture chosen here goes to common/upload (which stores it
 * anew as WebP, docs/uploads.md) and its path is saved with POST info at once; "Remove" saves no photo.
 */
export function AccountPhoto({ info, onSaved }: { info: MemberInfo; onSaved: (info: MemberInfo) => void }) {
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const action = useMemberAction(lang);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const name = info.nickName || info.username;

  async function save(photo: string | null, done: string) {
    const result = await action.run(async (call) => {
      let path = photo;
      const file = input.current?.files?.[0];
      if (photo === "" && file) {
        const form = new FormData();
        form.append("file", file, file.name);
        path = (await call(uploadApi.upload, { body: form })).path;
      }
      return call(memberApi.updateInfo, { body: { photo: path } });
    });
    if (input.current) input.current.value = "";
    if (!result.ok) {
      setFailure(result.message || null);
      return;
    }
    setFailure(null);
    saveMemberInfo(result.value);
    onSaved(result.value);
    announce(done);
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    // Checked here first so that nobody waits for a refusal the browser can give at once (spec §5: under 5MB).
    const rule = checkUploadSize("image", file.size);
    if (rule) {
      setFailure(validationMessage(rule, lang));
      event.target.value = "";
      return;
    }
    void save("", t("photoSaved"));
  }

  return (
    <div className="account-photo" data-testid="account-photo">
      <Avatar name={name} photo={info.photo} />
      <div className="account-photo__actions">
        <label className="button button--small account-photo__choose" aria-disabled={action.pending}>
          {action.pending ? t("uploading") : t("choosePhoto")}
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={action.pending}
            onChange={chosen}
            aria-describedby="account-photo-hint"
            data-testid="account-photo-input"
          />
        </label>
        {info.photo ? (
          <button type="button" className="button button--small button--quiet" disabled={action.pending} onClick={() => void save(null, t("photoRemoved"))}>
            {t("removePhoto")}
          </button>
        ) : null}
        <p className="field__hint" id="account-photo-hint">
          {t("photoHint")}
        </p>
        <FormFailure failure={failure} />
      </div>
    </div>
  );
}
