/**
 * The framework's scripts, which every page loads and runs as it opens, carry V8's explicit
 * compile hint: a first line `//# allFunctionsCalledOnLoad` tells Chrome (136 and later) to
 * compile every function in the file while the file streams in, on a background thread. Without
 * it V8 compiles each function on the main thread the first time it is called, and the page's
 * first run of React and the router (module set-up, then hydration) was one task of about 60 ms
 * on this machine, 245 ms at Lighthouse's 4x CPU slowdown: most of every page's Total Blocking
 * Time. Other browsers read the line as a comment.
 *
 * Only the chunks every page of the site loads get it (the framework's, and the layout's header,
 * menu and language provider): their code runs on every page. A page's own chunks, and those
 * loaded on first use (a dialog, the toaster), keep lazy compilation, as many of their functions
 * wait for an interaction.
 */

export const compileHint = "//# allFunctionsCalledOnLoad";

/** The script addresses every page in `pagesScripts` loads, in the first page's order. */
export function scriptsOnEveryPage(pagesScripts: readonly (readonly string[])[]): string[] {
  const [first, ...others] = pagesScripts;
  if (!first) return [];
  return first.filter((source) => others.every((scripts) => scripts.includes(source)));
}

/** The script with the hint as its first line (V8 reads it only there); unchanged if it has it. */
export function withCompileHint(script: string): string {
  return script.startsWith(`${compileHint}\n`) ? script : `${compileHint}\n${script}`;
}
