/**
 * The names a README shows as code: inside `inline code` or a fenced block. A package's README test
 * checks that every runtime export is among them, so a new export cannot go undocumented.
 */
export function namesInCode(markdown: string): Set<string> {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
  const rest = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const inline = [...rest.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return new Set([...fenced, ...inline].flatMap((code) => code.match(/[A-Za-z_$][\w$]*/g) ?? []));
}

/** The export names missing from the README's code, in order. */
export function undocumented(exportNames: readonly string[], markdown: string): string[] {
  const names = namesInCode(markdown);
  return exportNames.filter((name) => !names.has(name));
}
