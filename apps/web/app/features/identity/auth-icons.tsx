/** Icons of the member forms (decorative: the control around each one carries its label); the general ones are in components/icons.tsx. */

const svgProps = { className: "icon", viewBox: "0 0 24 24", width: "1em", height: "1em", "aria-hidden": true, focusable: false } as const;

/** The providers' marks in their own colours (their brand rules ask for them). */
export const GoogleMark = () => (
  <svg {...svgProps} viewBox="0 0 48 48">
    <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z" />
    <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
    <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
    <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
  </svg>
);

export const FacebookMark = () => (
  <svg {...svgProps}>
    <circle cx="12" cy="12" r="11" fill="#1877F2" />
    <path fill="#fff" d="M15.1 15.5 15.6 12.4h-3v-2c0-.9.4-1.7 1.8-1.7h1.4V6a17 17 0 0 0-2.5-.2c-2.5 0-4.2 1.5-4.2 4.3v2.4H6.4v3.1h2.8V23a11 11 0 0 0 3.4 0v-7.5z" />
  </svg>
);
