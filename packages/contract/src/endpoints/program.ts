import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
import type {
  ConsoleEpisode,
  ConsoleFeature,
  ConsoleHost,
  ConsoleProgramme,
  ConsoleProgrammeItem,
  ConsoleProgrammeOptions,
  EpisodeInput,
  FeatureInput,
  HostInput,
  ProgrammeInput,
  ProgrammeVisibilityInput,
} from "../schemas/program/console.ts";
import type { CommentInput, CommentsPage, ContentComment, CountedView, LikeState } from "../schemas/interactions.ts";
import type { DeletedCount, MemberItem } from "../schemas/member.ts";
import type {
  EpisodeDetail,
  Episode,
  FeatureDetail,
  FeatureListQuery,
  FeatureSummary,
  ProgramCategory,
  ProgramDetail,
  ProgramHost,
  ProgramListQuery,
  ProgramNewsItem,
  ProgramPage,
  ProgramSummary,
  ProgramType,
  RadioSearchInput,
} from "../schemas/program.ts";

/**
 * Spec §7 Program (docs/media.md "Programmes"). `:id` of like, comment and play is the shared id of programmes and
 * episodes; features have their own ids. The feature like is `POST /feature/:id/like` (beside the spec's
 * `/feature/:id/cancel-like`); the member's own like states are `GET /like/:id` and `GET /feature/:id/like`.
 */
const BASE = "/api/v1.0/program";

type Paging = { page?: number; pageSize?: number };

export const programApi = {
  list: GET(BASE + "/list").query<ProgramListQuery>().returns<ProgramPage<ProgramSummary>>(),
  categories: GET(`${BASE}/categories`).returns<ProgramCategory[]>(),
  /** By slug, or by the programme's numeric id (share links). */
  details: GET(`${BASE}/:slug/details`).returns<ProgramDetail>(),
  features: GET(`${BASE}/feature`).query<FeatureListQuery>().returns<ProgramPage<FeatureSummary>>(),
  feature: GET(`${BASE}/feature/:id`).returns<FeatureDetail>(),
  /** The episodes of a programme (resource: its slug), newest first. */
  reviews: GET(`${BASE}/:resource/review`).query<Paging>().returns<ProgramPage<Episode>>(),
  /** One episode, by slug or id. */
  review: GET(`${BASE}/review/:id`).returns<EpisodeDetail>(),
  rcnews: GET(`${BASE}/rcnews`).query<{ pageSize?: number }>().returns<ProgramNewsItem[]>(),
  playlistDefault: GET(`${BASE}/playlist/default`).query<{ type?: ProgramType }>().returns<Episode[]>(),
  signnews: GET(`${BASE}/signnews`).returns<FeatureSummary[]>(),
  focus: GET(`${BASE}/programme-focus`).returns<ProgramSummary[]>(),
  hosts: GET(`${BASE}/programme-host`).query<{ program?: string }>().returns<ProgramHost[]>(),
  comments: GET(`${BASE}/:id/comment`).query<{ Page?: number; PageSize?: number }>().returns<CommentsPage>(),
  latest: GET(`${BASE}/:type/Latest`).query<{ pageSize?: number }>().returns<Episode[]>(),

  likeState: GET(`${BASE}/like/:id`).returns<LikeState>(),
  like: POST(`${BASE}/like/:id`).returns<LikeState>(),
  likeCancel: POST(`${BASE}/like/:id/delete`).returns<LikeState>(),
  featureLikeState: GET(`${BASE}/feature/:id/like`).returns<LikeState>(),
  featureLike: POST(`${BASE}/feature/:id/like`).returns<LikeState>(),
  featureCancelLike: POST(`${BASE}/feature/:id/cancel-like`).returns<LikeState>(),
  /** The member adds an episode to their piece list (idempotent). */
  piece: POST(`${BASE}/piecelist/:id`).returns<MemberItem>(),
  /** The member takes an episode (by episode id) off their piece list. */
  pieceDelete: POST(`${BASE}/piecelist/delete/:id`).returns<DeletedCount>(),
  radio: POST(`${BASE}/radio`).body<RadioSearchInput>().returns<ProgramPage<ProgramSummary>>(),
  comment: POST(`${BASE}/:id/comment`).body<CommentInput>().returns<ContentComment>(),
  play: POST(`${BASE}/play/:id/start`).returns<CountedView>(),
};

/** Who edits programmes, episodes, the schedule and live channels (docs/console.md "Producer"). */
export const PRODUCERS = ["producer", "admin"] as const;
const CONSOLE_PROGRAMMES = `${CONSOLE_API_PATH}/v1/programmes`;
const CONSOLE_EPISODES = `${CONSOLE_API_PATH}/v1/episodes`;
const CONSOLE_HOSTS = `${CONSOLE_API_PATH}/v1/programme-hosts`;
const CONSOLE_FEATURES = `${CONSOLE_API_PATH}/v1/programme-features`;

/** The producer's programmes and episodes (docs/console.md "Producer"). */
export const programConsoleApi = {
  /** Every programme, shown or hidden, in the console's language. */
  list: GET(CONSOLE_PROGRAMMES).access(PRODUCERS).returns<ConsoleProgrammeItem[]>(),
  /** The channels, categories and hosts the programme form offers. */
  options: GET(`${CONSOLE_PROGRAMMES}/options`).access(PRODUCERS).returns<ConsoleProgrammeOptions>(),
  get: GET(`${CONSOLE_PROGRAMMES}/:id`).access(PRODUCERS).returns<ConsoleProgramme>(),
  /** A new programme, hidden until shown. */
  create: POST(CONSOLE_PROGRAMMES).access(PRODUCERS).body<ProgrammeInput>().returns<ConsoleProgramme>(),
  update: PUT(`${CONSOLE_PROGRAMMES}/:id`).access(PRODUCERS).body<ProgrammeInput>().returns<ConsoleProgramme>(),
  /** Shows or hides the programme (and so its episodes) on the public pages. */
  visibility: POST(`${CONSOLE_PROGRAMMES}/:id/visibility`).access(PRODUCERS).body<ProgrammeVisibilityInput>().returns<ConsoleProgramme>(),
  createEpisode: POST(`${CONSOLE_PROGRAMMES}/:id/episodes`).access(PRODUCERS).body<EpisodeInput>().returns<ConsoleEpisode>(),
  updateEpisode: PUT(`${CONSOLE_EPISODES}/:id`).access(PRODUCERS).body<EpisodeInput>().returns<ConsoleEpisode>(),
  deleteEpisode: DELETE(`${CONSOLE_EPISODES}/:id`).access(PRODUCERS).returns<null>(),
  /** The programme's features (listed with the programme, `get`). */
  createFeature: POST(`${CONSOLE_PROGRAMMES}/:id/features`).access(PRODUCERS).body<FeatureInput>().returns<ConsoleFeature>(),
  updateFeature: PUT(`${CONSOLE_FEATURES}/:id`).access(PRODUCERS).body<FeatureInput>().returns<ConsoleFeature>(),
  deleteFeature: DELETE(`${CONSOLE_FEATURES}/:id`).access(PRODUCERS).returns<null>(),
  /** Every host's profile (a programme names its hosts, in order, in its `hostIds`). */
  hosts: GET(CONSOLE_HOSTS).access(PRODUCERS).returns<ConsoleHost[]>(),
  createHost: POST(CONSOLE_HOSTS).access(PRODUCERS).body<HostInput>().returns<ConsoleHost>(),
  updateHost: PUT(`${CONSOLE_HOSTS}/:id`).access(PRODUCERS).body<HostInput>().returns<ConsoleHost>(),
  /** Removes the profile and its place in every programme. */
  deleteHost: DELETE(`${CONSOLE_HOSTS}/:id`).access(PRODUCERS).returns<null>(),
};
