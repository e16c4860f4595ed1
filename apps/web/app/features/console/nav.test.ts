import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "@portal/contract/schemas/staff";
import { CONSOLE_GROUPS, CONSOLE_SECTIONS, afterSignIn, groupSections, sectionsFor, signInPath, type ConsoleSection } from "./nav.ts";
import { screenOf } from "../../routes.test-support.ts";

describe("the console's navigation", () => {
  it("offers a section only to the roles whose calls its screen needs", () => {
    const sections: ConsoleSection[] = [
      ...CONSOLE_SECTIONS,
      { id: "publish", path: "/console/news", label: "navHome", needs: { access: ["editor", "admin"] } },
      { id: "staff", path: "/console/staff", label: "navHome", needs: { access: ["admin"] } },
    ];
    const base = CONSOLE_SECTIONS.map((s) => s.id);
    expect(sectionsFor("editor", sections).map((s) => s.id)).toEqual([...sectionsFor("editor").map((s) => s.id), "publish"]);
    expect(sectionsFor("admin", sections).map((s) => s.id)).toEqual([...base, "publish", "staff"]);
    expect(sectionsFor("moderator", sections).map((s) => s.id)).toEqual(["home", "inbox", "comments", "congratulations", "account"]);
    expect(sectionsFor("contributor", sections).map((s) => s.id)).toEqual(["home", "news", "account"]);
  });

  it("today: the news desk for contributors, editors and administrators, programmes, the schedule, short videos, food pages and the podcast feed for producers and administrators, the inbox for every role that sees a kind of submission, suppliers and tenders for procurement and administrators, jobs for HR and administrators, votes, notices, adverts, the daily quiz and campaigns for marketing and administrators, comments for editors, moderators and administrators, congratulation messages for marketing, moderators and administrators, staff for administrators, the audit log for administrators and editors, menus and the site settings for administrators, the about-us pages and the press for editors and administrators", () => {
    const expected: Record<string, string[]> = {
      admin: ["home", "news", "programmes", "schedule", "short-videos", "food", "podcast", "inbox", "suppliers", "tenders", "jobs", "votes", "notices", "adverts", "quiz", "campaigns", "comments", "congratulations", "staff", "audit", "menus", "about", "press", "settings", "account"],
      procurement: ["home", "inbox", "suppliers", "tenders", "account"],
      hr: ["home", "inbox", "jobs", "account"],
      producer: ["home", "programmes", "schedule", "short-videos", "food", "podcast", "account"],
      editor: ["home", "news", "inbox", "comments", "audit", "about", "press", "account"],
      contributor: ["home", "news", "account"],
      moderator: ["home", "inbox", "comments", "congratulations", "account"],
      marketing: ["home", "inbox", "votes", "notices", "adverts", "quiz", "campaigns", "congratulations", "account"],
    };
    for (const role of STAFF_ROLES) expect(sectionsFor(role).map((s) => s.id), role).toEqual(expected[role] ?? ["home", "inbox", "account"]);
  });

  it("lists every section but the home page and the account under one heading, each heading once and in its order", () => {
    const runs = groupSections(CONSOLE_SECTIONS);
    expect(runs[0]).toEqual({ group: null, sections: [CONSOLE_SECTIONS[0]] });
    expect(runs.at(-1)).toEqual({ group: null, sections: [CONSOLE_SECTIONS.at(-1)] });
    expect(runs.slice(1, -1).map((run) => run.group)).toEqual([...CONSOLE_GROUPS]);
    // A role sees its own sections under the same headings, in the same order.
    expect(groupSections(sectionsFor("producer")).map((run) => run.group)).toEqual([null, "groupMedia", null]);
    expect(groupSections(sectionsFor("editor")).map((run) => run.group)).toEqual([null, "groupNews", "groupSubmissions", "groupModeration", "groupStaff", "groupSite", null]);
  });

  it("links only to screens that exist", () => {
    for (const section of CONSOLE_SECTIONS) expect(screenOf(section.path), section.path).toMatch(/^routes\/console\//);
  });
});

describe("coming back after signing in", () => {
  it("goes back to the console page the person came from", () => {
    expect(afterSignIn("/console/account")).toBe("/console/account");
    expect(afterSignIn("/console")).toBe("/console");
    expect(afterSignIn(signInPath("/console/account").split("next=")[1] && decodeURIComponent(signInPath("/console/account").split("next=")[1]!))).toBe("/console/account");
  });

  it("never leaves the console, nor comes back to the sign-in", () => {
    for (const next of [null, "", "https://evil.example", "//evil.example/console", "/en/", "/consoles", "javascript:alert(1)", "/console/sign-in?next=/console"]) {
      expect(afterSignIn(next), String(next)).toBe("/console");
    }
  });

  it("sends the home page to the plain sign-in", () => {
    expect(signInPath("/console")).toBe("/console/sign-in");
    expect(signInPath("/console/account")).toBe("/console/sign-in?next=%2Fconsole%2Faccount");
  });
});
