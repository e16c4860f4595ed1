/**
 * The daily quiz (spec §7 Game; docs/game.md), owned by modules/game. Answers belong to a member of identity.ts and
 * go with it (cascade).
 */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";
import { members } from "../identity/tables.ts";

/** One question a Macao day: four choices, the right one, and why. */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: serial("id").primaryKey(),
    /** The Macao day it is asked, YYYY-MM-DD. */
    day: text("day").notNull(),
    question: jsonb("question").$type<LocalizedText>().notNull(),
    /** The choices A–D, in order. */
    options: jsonb("options").$type<LocalizedText[]>().notNull(),
    answer: text("answer").notNull(), // A | B | C | D
    explanation: jsonb("explanation").$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("quiz_questions_day_key").on(t.day)],
);

/**
 * A member's answer of a day. The unique key (member, day) is the rule "once per member per day" (spec §5): of two
 * answers sent at once, the database accepts one and refuses the other.
 */
export const quizAnswers = pgTable(
  "quiz_answers",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    choice: text("choice").notNull(),
    correct: boolean("correct").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("quiz_answers_member_day_key").on(t.memberId, t.day),
    index("quiz_answers_winners_idx").on(t.day, t.correct, t.answeredAt),
  ],
);
