import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Every route is known from the first page load: screens hydrated whole (the member area) never fetch route
  // manifests while the member navigates (lazy discovery's fetch, cut off by a navigation, logged "Failed to fetch
  // manifest patches"). The manifest is small and sent only to those screens (ordinary pages use islands).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
