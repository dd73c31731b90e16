// What the document naming endpoints answer with: the shapes, and the type the screen uses.
import { s, type Infer } from '../schema';

export const documentNameSettingShape = s.object({ pattern: s.string(), is_default: s.boolean(), preview: s.string() });
export type DocumentNameSetting = Infer<typeof documentNameSettingShape>;

export const documentNamePreviewShape = s.object({ preview: s.string() });
