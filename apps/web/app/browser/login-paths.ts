import type { UrlLang } from "@portal/contract/locales";

/** Addresses of the member area, in one small module that the login pop-up's island can import cheaply. */
export const loginPath = (lang: UrlLang) => `/${lang}/user`;
export const registrationPath = (lang: UrlLang) => `/${lang}/user/registration`;
export const forgetPasswordPath = (lang: UrlLang) => `/${lang}/user/forgetPassword`;
export const registerConfirmPath = (lang: UrlLang) => `/${lang}/user/registerConfirm`;
export const completionInfoPath = (lang: UrlLang) => `/${lang}/user/completionInfo`;
export const completionPassPath = (lang: UrlLang) => `/${lang}/user/completionPass`;
export const homePath = (lang: UrlLang) => `/${lang}/`;
/** The member centre's first screen (the account pages are another part of the member area). */
export const myListPath = (lang: UrlLang) => `/${lang}/user/account/my-list`;
export const accountSetupPath = (lang: UrlLang) => `/${lang}/user/account/setup`;
