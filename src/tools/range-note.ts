// A number field's range as words for its description. The tool schemas the model reads carry no
// `minimum`/`maximum` (agent/tool-specs drops them; the parse still refuses a value out of range and says
// the bound), so a field whose scale the model cannot guess (a script's "volume", a user tool's "level")
// says it here, in fewer tokens than the JSON keywords.

/** "0–100", "at least 1", "at most 30", or undefined without bounds; `unit` follows the range. */
export function rangeNote(
  minimum: number | undefined,
  maximum: number | undefined,
  unit?: string,
): string | undefined {
  const suffix = unit === undefined || unit === '' ? '' : ` ${unit}`;
  if (minimum !== undefined && maximum !== undefined) return `${minimum}–${maximum}${suffix}`;
  if (minimum !== undefined) return `at least ${minimum}${suffix}`;
  if (maximum !== undefined) return `at most ${maximum}${suffix}`;
  return unit === undefined || unit === '' ? undefined : unit;
}
