import { uploadApi } from "@portal/contract/endpoints/upload";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { UploadPurpose, UploadResult } from "@portal/contract/schemas/upload";
import { checkUploadSize, type UploadKind } from "@portal/contract/rules";
import { ruleText, type RuleTexts } from "./rule-texts.ts";

/**
 * One file to common/upload with its progress (fetch cannot report an upload's progress, so XMLHttpRequest): the
 * forms' files go up as soon as they are chosen and the form then sends their paths (docs/forms.md). The size rule
 * of spec §5 is checked first, with the contract's function and the rule's message, so that a 60MB file is refused at once.
 */
export function uploadFile(
  lang: UrlLang,
  file: File,
  kind: UploadKind,
  texts: RuleTexts,
  onProgress: (percent: number) => void,
): { done: Promise<UploadResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve, reject) => {
    const tooLarge = checkUploadSize(kind, file.size);
    if (tooLarge) return reject(new Error(ruleText(texts, tooLarge)));
    // The forms' files are the public's: stored privately, opened by staff through the console (docs/uploads.md).
    const purpose: UploadPurpose = kind === "diploma" ? "diploma" : "form";
    xhr.open(uploadApi.upload.method, `${uploadApi.upload.path}?purpose=${purpose}`);
    xhr.setRequestHeader("Api-Language", urlLangToApiLocale(lang));
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const envelope = xhr.response as { code?: number; message?: string; data?: UploadResult } | null;
      if (xhr.status === 200 && envelope?.code === 0 && envelope.data) {
        onProgress(100);
        resolve(envelope.data);
      } else reject(new Error(envelope?.message || xhr.statusText || String(xhr.status)));
    };
    xhr.onerror = () => reject(new Error(xhr.statusText || "network"));
    xhr.onabort = () => reject(new Error("aborted"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
