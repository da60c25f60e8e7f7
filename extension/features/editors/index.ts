/** The editors' surface, as the registry takes it (../registry.ts): proofreading and post drafts in every editor, on every page (issue #33). */
import { crossPageSurface } from "../shared/feature";
import { startEditors } from "./start";

export const editorsSurface = crossPageSurface({ name: "editors", where: () => true, start: startEditors });
