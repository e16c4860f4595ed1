import type { Db } from "../client.ts";
import { menuItems } from "../schema/index.ts";

export async function seedDemoContent(db: Db): Promise<void> {
  await db.insert(menuItems).values([{ menu: "main", title: { zh_TW: "首頁", en: "Home", pt: "Início" }, path: "" }]);
}
