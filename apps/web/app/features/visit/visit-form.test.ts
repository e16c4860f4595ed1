import { describe, expect, it } from "vitest";
import type { VisitFormField, VisitLocation } from "@portal/contract/schemas/visit";
import { checkVisitForm, datesOf, emptyVisitForm, laterSlots, partsOf, type VisitFormState } from "./visit-form.ts";

const field = (key: string, type: VisitFormField["type"], rule: VisitFormField["rule"], required = true, extra: Partial<VisitFormField> = {}): VisitFormField => ({
  key,
  type,
  label: key,
  hint: null,
  required,
  rule,
  messages: { required: "Required", phone: "Macao mobile", email: "E-mail", visitHeadcount: "10 to 20", visitNeedsLaterSlot: "Second slot", groupTooLarge: "At most 40", tooLong: "Too long" },
  options: [],
  min: null,
  max: null,
  maxLength: null,
  ...extra,
});
const FIELDS = [
  field("organisation", "text", "required"),
  field("contactName", "text", "required"),
  field("phone", "text", "phone"),
  field("email", "text", "email"),
  field("headcount", "number", "visitHeadcount"),
  field("slotIds", "slot", "required"),
  field("groupType", "select", "required", true, { options: [{ value: "school", label: "School" }] }),
  field("notes", "text", "none", false, { maxLength: 5 }),
  field("agreeRules", "checkbox", "required"),
];
const slot = (id: number, date: string, start: string, end: string, remaining = 20) => ({
  id,
  date,
  start,
  end,
  startsAt: `${date}T${start}:00+08:00`,
  endsAt: `${date}T${end}:00+08:00`,
  capacity: 40,
  remaining,
});
const LOCATION: VisitLocation = {
  id: 1,
  slug: "hq",
  name: "HQ",
  address: "",
  description: "",
  picture: null,
  minutes: 90,
  slots: [slot(1, "2026-12-01", "10:00", "11:30"), slot(2, "2026-12-01", "15:00", "16:30"), slot(3, "2026-12-02", "10:00", "11:30", 0)],
};

function filled(headcount: string, second: number | null = null): VisitFormState {
  return {
    ...emptyVisitForm(1),
    values: { organisation: "School", contactName: "Ana", phone: "66123456", email: "a@b.mo", headcount, groupType: "school" },
    checks: { agreeRules: true },
    date: "2026-12-01",
    slotId: 1,
    secondSlotId: second,
  };
}

describe("checkVisitForm", () => {
  it("gives the body of a complete form, answers apart", () => {
    const checked = checkVisitForm(FIELDS, filled("12"));
    expect(checked).toEqual({
      ok: true,
      body: { organisation: "School", contactName: "Ana", phone: "66123456", email: "a@b.mo", headcount: 12, slotIds: [1], answers: { groupType: "school", agreeRules: true } },
    });
  });
  it("applies the §5 headcount rule: under 10 refused, above 20 needs the second slot, above 40 refused", () => {
    expect(checkVisitForm(FIELDS, filled("9"))).toMatchObject({ ok: false, errors: { headcount: "10 to 20" } });
    expect(checkVisitForm(FIELDS, filled("25"))).toMatchObject({ ok: false, errors: { secondSlot: "Second slot" } });
    expect(checkVisitForm(FIELDS, filled("25", 2))).toMatchObject({ ok: true, body: { slotIds: [1, 2], headcount: 25 } });
    expect(checkVisitForm(FIELDS, filled("41", 2))).toMatchObject({ ok: false, errors: { headcount: "At most 40" } });
    expect(checkVisitForm(FIELDS, filled("12", 2))).toMatchObject({ ok: true, body: { slotIds: [1] } });
  });
  it("puts the slot's message on the part still to choose", () => {
    expect(checkVisitForm(FIELDS, { ...filled("12"), locationId: null, date: "", slotId: null })).toMatchObject({ ok: false, errors: { slotIds: "Required" } });
    expect(checkVisitForm(FIELDS, { ...filled("12"), date: "", slotId: null })).toMatchObject({ ok: false, errors: { date: "Required" } });
  });
  it("refuses empty required fields, a bad phone, a bad e-mail, an unchecked consent and over-long text", () => {
    const state = { ...filled("12"), values: { phone: "28123456", email: "nope", notes: "123456", headcount: "12" }, checks: {}, slotId: null };
    const checked = checkVisitForm(FIELDS, state);
    expect(checked).toMatchObject({
      ok: false,
      errors: { organisation: "Required", contactName: "Required", phone: "Macao mobile", email: "E-mail", slot: "Required", groupType: "Required", notes: "Too long", agreeRules: "Required" },
    });
  });
});

describe("slots", () => {
  it("lists dates with places and the later slots of the day", () => {
    expect(datesOf(LOCATION)).toEqual(["2026-12-01"]);
    expect(laterSlots(LOCATION, "2026-12-01", 1).map((s) => s.id)).toEqual([2]);
    expect(laterSlots(LOCATION, "2026-12-01", 2)).toEqual([]);
  });
  it("shares a group over two parts above 20", () => {
    expect(partsOf(filled("20"))).toEqual([20]);
    expect(partsOf(filled("21"))).toEqual([11, 10]);
    expect(partsOf(filled("40"))).toEqual([20, 20]);
    expect(partsOf(filled("abc"))).toEqual([]);
  });
});
