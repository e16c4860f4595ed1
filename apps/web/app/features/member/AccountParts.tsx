import { useCallback, useEffect, useId, useRef, useState, type Dispatch, type ReactNode, type RefObject, type SetStateAction } from "react";
import { useOutletContext, useParams, useRevalidator } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { MemberItem } from "@portal/contract/schemas/member";
import { translator } from "../../i18n/define.ts";
import { formatNewsDate } from "../shared/news-date.ts";
import type { SelectionState } from "./account-list.ts";
import { MediaIcon } from "../../components/account-icons.tsx";
import { accountMessages, type AccountMessageKey } from "./messages.ts";
import { langOf } from "../../data/route-params.ts";

/** What the member centre's layout gives its screens (React Router's outlet context). */
export interface AccountOutlet {
  /** Says a result ("Saved", "2 removed") in the polite live region and shows it briefly. */
  announce(text: string): void;
}

/** The page language and the catalog for it, for any screen of the member centre. */
export function useAccountText() {
  const lang = langOf(useParams().lang);
  return { lang, t: translator(accountMessages, lang) };
}

export function useAnnounce(): AccountOutlet["announce"] {
  return useOutletContext<AccountOutlet | undefined>()?.announce ?? (() => undefined);
}

/**
 * A screen's own copy of what its loader gave, to change after an action (rename, delete, mark read); replaced
 * when the loader gives something new (a retry, another filter).
 */
export function useLoaderState<T>(loaded: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(loaded);
  const [source, setSource] = useState(loaded);
  if (source !== loaded) {
    setSource(loaded);
    setState(loaded);
  }
  return [state, setState];
}

/**
 * Focus management after an action: `focusLater(() => element)` moves the focus once React has drawn the result
 * (the new row exists, the deleted one is gone, a dialog has given the focus back).
 */
export function useFocusLater(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const find = pending.current;
    pending.current = null;
    find?.()?.focus();
  }, [request]);
  return useCallback((find) => {
    pending.current = find;
    setRequest((n) => n + 1);
  }, []);
}

/** A date the way news cards show it ("3 hours ago", "12 Jun"), with the full date in the tooltip. */
export function DateText({ iso, lang, template }: { iso: string; lang: UrlLang; template?: (date: string) => string }) {
  const date = formatNewsDate(iso, lang, Date.now());
  if (!date) return null;
  return (
    <time dateTime={date.iso} title={date.full}>
      {template ? template(date.text) : date.text}
    </time>
  );
}

/** The screen's title. It takes the focus after an action removes what had it (tabIndex -1: not a tab stop). */
export function ScreenHeading({ children, headingRef }: { children: ReactNode; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <h1 className="account-title" tabIndex={-1} ref={headingRef}>
      {children}
    </h1>
  );
}

/**
 * What the server renders for a screen (its HydrateFallback) and what shows until the member's data is in: the
 * title and grey shapes where the content will be. Member data is never rendered on the server.
 */
export function ScreenFallback({ screen, rows = 3, variant = "rows" }: { screen: AccountMessageKey; rows?: number; variant?: "rows" | "cards" | "form" }) {
  const { t } = useAccountText();
  return (
    <section className="account-screen" aria-busy="true">
      <ScreenHeading>{t(screen)}</ScreenHeading>
      <p className="visually-hidden" role="status">
        {t("loading")}
      </p>
      <div className={`skeleton-list skeleton-list--${variant}`} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div className="skeleton-block" key={index}>
            <span className="skeleton skeleton--media" />
            <span className="skeleton-lines">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A screen whose data could not be loaded (its ErrorBoundary): says so and offers to try again. */
export function ScreenError({ screen }: { screen: AccountMessageKey }) {
  const { t } = useAccountText();
  const revalidator = useRevalidator();
  return (
    <section className="account-screen">
      <ScreenHeading>{t(screen)}</ScreenHeading>
      <div className="account-empty account-empty--error" role="alert">
        <h2>{t("loadFailedTitle")}</h2>
        <p>{t("loadFailedText")}</p>
        <button type="button" className="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
          {revalidator.state === "loading" ? t("loading") : t("retry")}
        </button>
      </div>
    </section>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="account-empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** A collection, watch-list or playlist entry: picture, kind, title (a link when it has a page), date. */
export function ItemRow({
  item,
  lang,
  unavailable = false,
  selection,
  itemRef,
}: {
  item: MemberItem;
  lang: UrlLang;
  unavailable?: boolean;
  selection?: { checked: boolean; onToggle: () => void };
  itemRef?: (element: HTMLLIElement | null) => void;
}) {
  const { t } = useAccountText();
  const title = item.title.trim() || t("untitled");
  const checkboxId = useId();
  const hintId = useId();
  return (
    <li className={`item-row${unavailable ? " is-unavailable" : ""}`} ref={itemRef} tabIndex={-1} data-item-id={item.id} data-pager-key={item.id}>
      {selection ? (
        <label className="item-row__select" htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={selection.checked} onChange={selection.onToggle} />
          <span className="visually-hidden">{t("selectItem", { title })}</span>
        </label>
      ) : null}
      <div className="item-row__media">
        {item.cover ? <img src={item.cover} alt="" width={160} height={90} loading="lazy" decoding="async" /> : <MediaIcon />}
      </div>
      <div className="item-row__body">
        <p className="item-row__type">
          {t(`type_${item.itemType}`)}
          {unavailable ? <span className="badge badge--muted">{t("unavailable")}</span> : null}
        </p>
        <h3 className="item-row__title">
          {item.url && !unavailable ? (
            <a href={item.url}>{title}</a>
          ) : (
            <span aria-describedby={unavailable ? hintId : undefined}>{title}</span>
          )}
        </h3>
        {unavailable ? (
          <p className="item-row__hint" id={hintId}>
            {t("unavailableHint")}
          </p>
        ) : null}
        <p className="item-row__meta">
          <DateText iso={item.createdAt} lang={lang} template={(date) => t("addedOn", { date })} />
        </p>
      </div>
    </li>
  );
}

/** The bar above a selectable list: "select all" (checked, empty or mixed), how many are selected, the action. */
export function SelectionBar({
  state,
  count,
  onToggleAll,
  action,
}: {
  state: SelectionState;
  count: number;
  onToggleAll: () => void;
  action: ReactNode;
}) {
  const { t } = useAccountText();
  const box = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === "some";
  }, [state]);
  return (
    <div className="selection-bar">
      <label className="selection-bar__all" htmlFor={id}>
        <input id={id} ref={box} type="checkbox" checked={state === "all"} onChange={onToggleAll} />
        {t("selectAll")}
      </label>
      <span className="selection-bar__count" aria-live="polite">
        {count ? t("selectedCount", { count }) : ""}
      </span>
      {action}
    </div>
  );
}

