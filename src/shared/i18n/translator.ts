/** A part of the text catalogue: texts by key, or groups of them. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Every dotted key of a catalogue part that names a text: 'title', 'refusal.full'. */
export type TextKey<T> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? `${K}`
    : T[K] extends TextTree
      ? `${K}.${TextKey<T[K]>}`
      : never;
}[keyof T & (string | number)];

/** The values of a text's {placeholders}. */
export type TextParams = Readonly<Record<string, string | number>>;

/**
 * A text with its {placeholders} filled; a placeholder without a value stays as written, so a
 * forgotten one shows on screen instead of vanishing.
 */
export function fillText(text: string, params: TextParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * The lookup of one part of the catalogue (issue 22): `t('refusal.full')`, `t('greeting', { name })`.
 * Each screen imports the part it shows, so a page loads only its own texts; Japanese is the
 * source, and another language will be chosen here.
 */
export function translator<T extends TextTree>(catalogue: T) {
  return (key: TextKey<T>, params?: TextParams): string => {
    let node: string | TextTree = catalogue;
    for (const part of key.split('.')) node = (node as TextTree)[part]!;
    return fillText(node as string, params);
  };
}
