import type { Plugin } from 'vite';

/** React's streaming server for edge runtimes (the one the worker bundles), production build. */
const EDGE_SERVER = /react-dom-server\.edge\.production\.js$/;

/**
 * Each edit: the text React 19.3's file has, and what replaces it. A React upgrade that changes one of
 * them fails the build with this list's reason, rather than shipping an unpatched or half-patched renderer.
 */
const EDITS: [string, string][] = [
  // Chunks are strings until a flush: one TextEncoder call per flush instead of one per tag, attribute and text.
  [
    'function writeChunk(destination, chunk) {',
    `var pendingText = "";
function flushPendingText(destination) {
  0 < pendingText.length &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    pendingText += chunk;
    return;
  }
  flushPendingText(destination);
  0 < chunk.byteLength && destination.enqueue(chunk);
}
function writeBufferedChunk(destination, chunk) {`,
  ],
  [
    'function completeWriting(destination) {',
    'function completeWriting(destination) {\n  flushPendingText(destination);',
  ],
  [
    'function stringToChunk(content) {\n  return textEncoder.encode(content);\n}',
    'function stringToChunk(content) {\n  return content;\n}',
  ],
  [
    'function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}',
    'function stringToPrecomputedChunk(content) {\n  return content;\n}',
  ],
  // A boundary's size decides when React outlines it; a string's length stands in for its UTF-8 bytes.
  [
    'function byteLengthOfChunk(chunk) {\n  return chunk.byteLength;',
    'function byteLengthOfChunk(chunk) {\n  return chunk.length;',
  ],
  ['segmentByteSize += segment[i].byteLength;', 'segmentByteSize += segment[i].length;'],
];

/**
 * React's edge server encodes every piece of HTML it writes (each tag, attribute name and value, text)
 * with its own `TextEncoder.encode` call: about 4,000 calls for a product list, each a crossing into
 * the runtime's native code (0.5 µs in workerd), which V8's profiles charged to `pushAttribute` (18 %
 * of a page's server CPU). React's Node build keeps chunks as strings for the same reason. This
 * transform makes the edge build do the same: strings are joined in JavaScript and encoded once per
 * flush. The HTML is byte for byte the same (checked on /products before and after); the browser tests
 * and the bench run on the build, so they run through it.
 */
export function reactStringChunks(): Plugin {
  return {
    name: 'react-string-chunks',
    transform(code, id) {
      if (!EDGE_SERVER.test(id)) return null;
      let patched = code;
      for (const [from, to] of EDITS) {
        if (patched.split(from).length !== 2) {
          throw new Error(
            `react-string-chunks: "${from.split('\n')[0]}" is not in ${id} once; React changed, revisit the patch`,
          );
        }
        patched = patched.replace(from, () => to);
      }
      return { code: patched, map: null };
    },
  };
}
