import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PodcastEpisode } from "@portal/contract/schemas/podcast";
import { PodcastEpisodes } from "./PodcastEpisodes.tsx";

const episode = (n: number, extra: Partial<PodcastEpisode> = {}): PodcastEpisode => ({
  id: 100 + n,
  guid: `tdm-podcast-${n}`,
  title: `Voices ${n}`,
  description: `The story of episode ${n}.`,
  audioUrl: `/media/podcast/${n}.mp3`,
  audioBytes: 1_000_000,
  audioType: "audio/mpeg",
  durationSeconds: 1505,
  episode: n,
  // 01:00 on 28 November in Macao, still the 27th in UTC.
  publishedAt: "2026-11-27T17:00:00Z",
  ...extra,
});

/** Undoes the HTML escaping of an attribute value. */
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

describe("podcast episodes", () => {
  it("says there are no episodes yet when the list is empty", () => {
    const html = renderToStaticMarkup(<PodcastEpisodes lang="en" podcast="Macau Voices" episodes={[]} />);
    expect(html).toContain("<p>No episodes yet.</p>");
    expect(html).not.toContain('data-testid="podcast-episode"');
  });

  it("lists the episodes in the order given, each with an anchor of its number", () => {
    const html = renderToStaticMarkup(<PodcastEpisodes lang="en" podcast="Macau Voices" episodes={[episode(3), episode(2), episode(1)]} />);
    expect([...html.matchAll(/<li id="(episode-\d+)"/g)].map((m) => m[1])).toEqual(["episode-3", "episode-2", "episode-1"]);
    expect(html).not.toContain("No episodes yet.");
  });

  it("gives an episode's number, day in Macao time and length, for readers and for machines", () => {
    const html = renderToStaticMarkup(<PodcastEpisodes lang="en" podcast="Macau Voices" episodes={[episode(3)]} />);
    expect(html).toContain("<span>Episode 3</span>");
    expect(html).toContain('<time dateTime="2026-11-27T17:00:00Z">28 November 2026</time>');
    expect(html).toContain('<time dateTime="PT25M5S">25 min 5 s</time>');
    expect(html).toContain('<h3 class="podcast-episode__title">Voices 3</h3>');
  });

  it("hands each episode to the radio player as a podcast episode, with its own listen label", () => {
    const html = renderToStaticMarkup(<PodcastEpisodes lang="en" podcast="Macau Voices" episodes={[episode(3)]} />);
    const props = unescape(/data-island="RadioEpisode"[^>]*data-props="([^"]*)"/.exec(html)?.[1] ?? "{}");
    expect(JSON.parse(props)).toMatchObject({
      lang: "en",
      id: 103,
      kind: "podcast",
      url: "/media/podcast/3.mp3",
      programme: "Macau Voices",
      title: "Voices 3",
      labels: { listen: "Listen to episode 3", download: "Download MP3" },
    });
  });
});
