import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import type { Deps } from "./deps.ts";
import type { DashboardSource } from "./dashboard.ts";
import type { ContentKind, Interactions } from "./interactions.ts";
import type { JobKind } from "./jobs.ts";
import type { SessionFinders } from "./sessions.ts";

/**
 * A domain of the server: `modules/<domain>/routes.ts` default-exports one (`export default defineModule({…})`),
 * and modules/index.ts finds every one by its file name — no list to edit (docs/adding-a-domain.md). What one
 * domain offers the others (erasing a member's data, content kinds for likes and comments) is declared here and
 * handed to every module as `Wiring`, so that no domain imports another to plug itself in.
 */
export interface DomainModule {
  /** Registers the domain's routes, each declared from its catalogue endpoint (platform/route.ts). */
  routes?(app: FastifyInstance, deps: Deps, wiring: Wiring): void | Promise<void>;
  /**
   * The lookup of the tokens whose sessions the domain keeps (identity: members', supplier: suppliers'): the
   * platform's requireMember and requireSupplier call it through Deps. Exactly one module offers each.
   */
  sessions?: Partial<SessionFinders>;
  /** Deletes what the domain keeps about a member that does not go with the member row by cascade. */
  eraseMember?: AccountEraser;
  /**
   * The domain's items that members may like, comment on, view or play (platform/interactions.ts): each kind
   * moves the counters on the domain's own table. Built without touching the database.
   */
  contentKinds?(deps: Deps): ContentKind[];
  /**
   * The kinds of job the domain runs later (platform/jobs.ts, `defineJob`): the queue runs each one's handler on one
   * instance when a job the domain scheduled with `deps.jobs.schedule` is due.
   */
  jobs?: readonly JobKind[];
  /** What the domain has waiting for staff, counted on the console's home page (platform/dashboard.ts). */
  dashboard?: readonly DashboardSource[];
  /** modules/interactions only: builds the one interactions service from every domain's content kinds. */
  interactions?(deps: Deps, kinds: readonly ContentKind[]): Interactions;
}

/** The account being closed, as the domains that erase their data about it see it. */
export interface ClosingAccount {
  memberId: number;
  /** Its e-mail address and mobile number, as far as it has them. */
  contacts: string[];
}

/** Runs inside the transaction that closes the account (identity's logout/account). */
export type AccountEraser = (tx: Db, account: ClosingAccount) => Promise<void>;

/** What the modules offer each other, gathered from every module before any route is registered. */
export interface Wiring {
  /** Every domain's eraseMember, and the interactions service's (counters first, then the rows). */
  accountErasers: readonly AccountEraser[];
  /** Likes, comments, views and plays of every content kind: a domain declares its kind's routes with it. */
  interactions: Interactions;
  /** Every domain's dashboard sources, in the modules' order. */
  dashboardSources: readonly DashboardSource[];
}

export const defineModule = (module: DomainModule): DomainModule => module;
