import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Field } from "../../../components/Field.tsx";
import { isAllowedLink, isSitePicture } from "./news-desk.ts";
import type { NewsDeskMessageKey } from "./messages.ts";

/**
 * The story's body in Tiptap (ProseMirror; docs/decisions/0015-rich-text-editor.md), loaded by the editor screen
 * only, on demand (ArticleEditor's `import()`): no other page carries it. It edits exactly the markup the server's
 * sanitiser keeps and the public article styles — paragraphs, h2/h3, bold, italic, links, lists, quotations and
 * pictures with their alternative text — and hands the HTML up on every change. Whatever is pasted is parsed by
 * ProseMirror's schema (scripts, styles and unknown tags do not survive it), and the server sanitises again.
 */
export interface BodyEditorProps {
  html: string;
  /** A new value from outside (a save's stored HTML, a restore): the editor takes `html` again when it changes. */
  version: number;
  onChange: (html: string) => void;
  labelledBy: string;
  lang: string;
  editable: boolean;
  t: (key: NewsDeskMessageKey) => string;
  /** Uploads a picture through the console's upload; resolves to its path on the site. */
  upload: (file: File) => Promise<string>;
}

/**
 * A picture of this site with its alternative text: the only kind the sanitiser keeps (docs/news.md "The
 * sanitiser"). A pasted picture from elsewhere, or without alt text, is not taken into the document.
 */
const SitePicture = Image.extend({
  parseHTML() {
    return [{ tag: "img[src]", getAttrs: (element) => (isSitePicture(element.getAttribute("src") ?? "") && element.getAttribute("alt")?.trim() ? null : false) }];
  },
});

export default function BodyEditor({ html, version, onChange, labelledBy, lang, editable, t, upload }: BodyEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  // What the editor makes of the HTML it was given (ProseMirror may write the same content differently): while the
  // content is that, the form keeps the HTML as stored, so that opening a story is no unsaved change.
  const given = useRef({ html, normalised: null as string | null });
  const editor = useEditor({
    immediatelyRender: false,
    // The content's base styles are in news-desk.css: an injected <style> would break the CSP (ADR 0009).
    injectCSS: false,
    editable,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
      SitePicture.configure({ inline: false, allowBase64: false }),
    ],
    content: html,
    editorProps: {
      attributes: { class: "news-body__content", "aria-labelledby": labelledBy, "aria-multiline": "true", role: "textbox", lang },
    },
    onCreate: ({ editor: current }) => {
      given.current.normalised = current.getHTML();
    },
    onUpdate: ({ editor: current }) => {
      const now = current.isEmpty ? "" : current.getHTML();
      changed.current(now === given.current.normalised ? given.current.html : now);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    given.current.html = html;
    if (editor.getHTML() !== html) editor.commands.setContent(html, { emitUpdate: false });
    given.current.normalised = editor.getHTML();
    // Only a new version from outside replaces the content, never the editor's own changes coming back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, version]);
  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  if (!editor) return <p className="news-body__loading">{t("bodyLoading")}</p>;
  return (
    <div className="news-body" data-testid="news-body-editor">
      {editable ? <Toolbar editor={editor} t={t} upload={upload} lang={lang} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

type Panel = "link" | "image" | null;

const ICON = { width: 18, height: 18, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;
const LinkIcon = () => (
  <svg {...ICON}>
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </svg>
);
const ImageIcon = () => (
  <svg {...ICON}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 17-5-5-9 8" />
  </svg>
);
const QuoteIcon = () => (
  <svg {...ICON}>
    <path d="M7 7h4v4c0 3-1.5 5-4 6M15 7h4v4c0 3-1.5 5-4 6" />
  </svg>
);

function Toolbar({ editor, t, upload, lang }: { editor: Editor; t: BodyEditorProps["t"]; upload: BodyEditorProps["upload"]; lang: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const [panel, setPanel] = useState<Panel>(null);
  const chain = () => editor.chain().focus();
  // A mark in letters (H2, B, 1.) is part of the button's name, so that what is seen is what voice control hears.
  const button = (label: NewsDeskMessageKey, pressed: boolean | undefined, run: () => void, mark: ReactNode, className = "", disabled = false) => (
    <button
      type="button"
      className={`news-toolbar__button ${className}`}
      aria-pressed={pressed}
      aria-label={typeof mark === "string" && /\w/.test(mark) ? `${mark} ${t(label)}` : t(label)}
      title={t(label)}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      <span aria-hidden="true">{mark}</span>
    </button>
  );
  return (
    <>
      <div className="news-toolbar" role="toolbar" aria-label={t("toolbar")}>
        {button("tbParagraph", state.paragraph, () => chain().setParagraph().run(), "¶")}
        {button("tbH2", state.h2, () => chain().toggleHeading({ level: 2 }).run(), "H2")}
        {button("tbH3", state.h3, () => chain().toggleHeading({ level: 3 }).run(), "H3")}
        <span className="news-toolbar__gap" />
        {button("tbBold", state.bold, () => chain().toggleBold().run(), "B", "news-toolbar__button--bold")}
        {button("tbItalic", state.italic, () => chain().toggleItalic().run(), "I", "news-toolbar__button--italic")}
        {button("tbLink", state.link, () => setPanel(panel === "link" ? null : "link"), <LinkIcon />)}
        <span className="news-toolbar__gap" />
        {button("tbBullet", state.bullet, () => chain().toggleBulletList().run(), "• —")}
        {button("tbOrdered", state.ordered, () => chain().toggleOrderedList().run(), "1.")}
        {button("tbQuote", state.quote, () => chain().toggleBlockquote().run(), <QuoteIcon />)}
        {button("tbImage", undefined, () => setPanel(panel === "image" ? null : "image"), <ImageIcon />)}
        <span className="news-toolbar__gap" />
        {button("tbUndo", undefined, () => chain().undo().run(), "↶", "", !state.undo)}
        {button("tbRedo", undefined, () => chain().redo().run(), "↷", "", !state.redo)}
      </div>
      {panel === "link" ? <LinkPanel editor={editor} t={t} lang={lang} onClose={() => setPanel(null)} /> : null}
      {panel === "image" ? <ImagePanel editor={editor} t={t} upload={upload} onClose={() => setPanel(null)} /> : null}
    </>
  );
}

function LinkPanel({ editor, t, onClose }: { editor: Editor; t: BodyEditorProps["t"]; lang: string; onClose: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!href.trim()) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLink(href)) {
      setError(t("linkInvalid"));
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    onClose();
  };
  return (
    <form className="news-toolbar__panel" onSubmit={submit} aria-label={t("linkTitle")} onKeyDown={(event) => event.key === "Escape" && onClose()}>
      <Field id={`${id}-href`} label={t("linkAddress")} hint={t("linkHint")} error={error}>
        {(control) => <input {...control} type="text" inputMode="url" autoFocus value={href} onChange={(event) => setHref(event.target.value)} />}
      </Field>
      <div className="news-toolbar__panel-actions">
        <button type="submit" className="button button--primary">
          {t("apply")}
        </button>
        {editor.isActive("link") ? (
          <button
            type="button"
            className="button console-button--quiet"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            {t("tbUnlink")}
          </button>
        ) : null}
        <button type="button" className="button console-button--quiet" onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

function ImagePanel({ editor, t, upload, onClose }: { editor: Editor; t: BodyEditorProps["t"]; upload: BodyEditorProps["upload"]; onClose: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { file: file ? undefined : t("fileRequired"), alt: alt.trim() ? undefined : t("altRequired") };
    setErrors(found);
    if (!file || !alt.trim()) return;
    setPending(true);
    try {
      const src = await upload(file);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onClose();
    } catch (failure) {
      setErrors({ upload: failure instanceof Error && failure.message ? failure.message : t("failed") });
    } finally {
      setPending(false);
    }
  };
  return (
    <form className="news-toolbar__panel" onSubmit={submit} aria-label={t("imageTitle")} onKeyDown={(event) => event.key === "Escape" && onClose()} noValidate>
      <Field id={`${id}-file`} label={t("imageFile")} error={errors.file}>
        {(control) => <input {...control} type="file" accept="image/*" autoFocus onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
      </Field>
      <Field id={`${id}-alt`} label={t("imageAlt")} hint={t("imageAltHint")} error={errors.alt} required>
        {(control) => <input {...control} type="text" maxLength={300} value={alt} onChange={(event) => setAlt(event.target.value)} />}
      </Field>
      {errors.upload ? (
        <p className="field__error" role="alert">
          {errors.upload}
        </p>
      ) : null}
      <div className="news-toolbar__panel-actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t("uploading") : t("insert")}
        </button>
        <button type="button" className="button console-button--quiet" onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
