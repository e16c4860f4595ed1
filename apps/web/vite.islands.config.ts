import { defineConfig } from "vite";

/**
 * Small modules that the frame's islands share on every page (storage keys, the session, the data layer, the
 * dialog …): one chunk instead of a dozen files of a few hundred bytes each, which would each pay their own
 * request and their own compression overhead against the JavaScript budgets (docs/performance.md). The group takes
 * what those modules import too (React itself, which every page loads anyway). Island files keep their own chunks,
 * so that each still loads only when it hydrates. Measured: 16 fewer files on an article, 3.8 KB less gzip. The
 * sign-in prompt of the member forms (comments, campaign) joins them: one file fewer on an article (90.1 → 89.9 KB).
 * The frame's own islands (header, menus, notice bar, cookie bar … but the debug page's) are on every page and
 * hydrate at once: they join too, a dozen files fewer on every page. The main menu is the exception: the largest of
 * them (2.5 KB gzip), it hydrates when the reader reaches for it (its links and CSS panels work before), so it has
 * its own files (MainMenu.*.tsx) that most page views never load, with what only it uses of layout/ (nav.ts; the
 * search form, which the search box's island shares). So have the cookie bar's settings dialog (CookieSettings.tsx),
 * loaded when the reader presses "Manage", the header's podcast dialog (PodcastDialog.tsx), loaded on its first
 * press, the welcome popup (HomePopup), which only the home page has, and the debug page's helpers. A layout/
 * module that only such an island uses stays out of the group: in it, every page would load it.
 */
const FRAME_MODULES =
  /\/app\/(?:layout\/(?!DebugInfo\.island\.tsx|debug-info\.ts|MainMenu\.[a-z]+\.tsx|nav\.ts|SearchForm\.tsx|search\.ts|HomePopup\.island\.tsx|CookieSettings\.tsx|PodcastDialog\.tsx)[^/]+|browser\/[^/]+|data\/[^/]+|i18n\/[^/]+|components\/(?:focus-trap\.ts|Dialog\.tsx|icons\.tsx|member-gate\.ts|toast\.ts|Toast\.tsx|SignInPrompt\.tsx))$/;

// The islands client, built beside React Router's client build: build/client/islands/ with a manifest that the
// server reads to put the entry's <script> on the page.
export default defineConfig({
  base: "/islands/",
  publicDir: false,
  build: {
    outDir: "build/client/islands",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rollupOptions: {
      input: "app/islands/client.tsx",
      output: { codeSplitting: { groups: [{ name: "frame", test: FRAME_MODULES }] } },
    },
  },
});
