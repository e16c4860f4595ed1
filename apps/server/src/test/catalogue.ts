import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isEndpoint, type AnyEndpoint } from "@portal/contract/endpoint";

const endpointsDir = join(dirname(fileURLToPath(import.meta.url)), "../../../../packages/contract/src/endpoints");

/** A catalogue endpoint and where it is declared ("news.ts newsApi.detail"). */
export interface CatalogueEntry {
  where: string;
  endpoint: AnyEndpoint;
}

/** Every endpoint of the catalogue (packages/contract/src/endpoints/), found by importing each file of the folder. */
export async function catalogueEndpoints(): Promise<CatalogueEntry[]> {
  const found: CatalogueEntry[] = [];
  for (const file of readdirSync(endpointsDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
    const module = (await import(pathToFileURL(join(endpointsDir, file)).href)) as Record<string, unknown>;
    for (const [name, group] of Object.entries(module)) {
      if (typeof group !== "object" || group === null) continue;
      for (const [key, endpoint] of Object.entries(group)) {
        if (isEndpoint(endpoint)) found.push({ where: `${file} ${name}.${key}`, endpoint });
      }
    }
  }
  return found;
}
