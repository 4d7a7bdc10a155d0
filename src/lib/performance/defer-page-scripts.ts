/**
 * Rewrites a pre-rendered page so its framework scripts are requested after the first screen is
 * painted instead of beside it. Next.js writes every chunk as `<script src async>` in the head
 * (with `<link rel="preload" as="script">` for some): on a phone's connection those 160-180 kB
 * share the bandwidth with the stylesheet, the fonts and the main picture, and the first paint
 * waits for all of them. After this rewrite the HTML carries one small inline loader that adds
 * the same scripts once the page has painted and its priority pictures (`fetchpriority="high"`)
 * are decoded and painted too, or at once on the visitor's first tap, click, key or focus, or
 * after three seconds at the latest. The page works without scripts in the meantime, as it does
 * with JavaScript off.
 *
 * "Painted" is a frame later than it looks: a decoded picture is drawn in the next frame, and
 * the browser stamps the largest paint when that frame reaches the screen, after the frame's
 * own callbacks have run. So each wait is two animation frames and a task. Scripts requested in
 * between (one frame and a task, as before) compete with the picture on a slow connection, and
 * Lighthouse then counts 150 kB of them into the largest paint (a home page median of 2.8 s
 * against 1.5-1.7 s).
 */

/** The loader's id: the sign that a page was rewritten (and what tests wait on). */
export const deferredScriptsId = "deferred-scripts";

const chunkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/?>/g;

/** The inline loader for these script addresses, in the order the page listed them. */
export function deferredScriptsLoader(sources: readonly string[]): string {
  return (
    "(function(){var s=" +
    JSON.stringify(sources) +
    ",d=0,w=window;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){" +
    'var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    '["pointerdown","keydown","focusin"].forEach(function(t){w.addEventListener(t,go,{once:true,capture:true})});' +
    "var p=Promise.all([].slice.call(document.querySelectorAll('img[fetchpriority=\"high\"]')).map(function(i){" +
    "return i.decode().catch(function(){})}));" +
    "function later(f){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})}" +
    "later(function(){p.then(function(){later(go)})});setTimeout(go,3000)})()"
  );
}

/**
 * The chunk scripts a page loads when it opens, in its order: its `<script src async>` tags, or
 * once rewritten, the list in its loader.
 */
export function pageScriptSources(html: string): string[] {
  const loaded = new RegExp(
    `<script id="${deferredScriptsId}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`,
  ).exec(html);
  if (loaded?.[1]) return JSON.parse(loaded[1]) as string[];
  return [...html.matchAll(chunkScript)].map((match) => match[1]!);
}

/**
 * The page with its chunk scripts deferred; the same string when there is nothing to defer (a
 * page already rewritten, or one without scripts).
 */
export function deferPageScripts(html: string): string {
  if (html.includes(`id="${deferredScriptsId}"`)) return html;
  const sources = [...html.matchAll(chunkScript)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd === -1) return html;
  const loader = `<script id="${deferredScriptsId}">${deferredScriptsLoader(sources)}</script>`;
  const withLoader = `${html.slice(0, bodyEnd)}${loader}${html.slice(bodyEnd)}`;
  return withLoader.replace(chunkScript, "").replace(scriptPreload, "");
}
