import type { CampaignStatus } from "@portal/contract/schemas/campaign/console";

/**
 * What marketing's campaign screens share (routes/console/{campaigns,campaign-edit,campaign-tickets}.tsx;
 * docs/console.md "Marketing"): their addresses and the status badge.
 */
export const CAMPAIGNS_PATH = "/console/campaigns";
export const campaignPath = (id: number) => `${CAMPAIGNS_PATH}/${id}`;
export const campaignTicketsPath = (id: number) => `${CAMPAIGNS_PATH}/${id}/tickets`;

/** The badge of a campaign's status (news-desk.css's colours): open green, scheduled blue, closed grey, draft red. */
export const campaignBadge = (status: CampaignStatus): string =>
  `news-status news-status--${{ open: "published", scheduled: "scheduled", closed: "draft", draft: "unpublished" }[status]}`;
