// The element's own style (in its shadow root). Everything a site may change is a CSS custom
// property on the element (the list is in the package README) or a part (`::part(board)`,
// `::part(square)`, `::part(piece)`, `::part(label)`, `::part(prompt)`); the colours shipped
// give text and marks a contrast that passes axe-core's checks on every square.

export const CSS = `
:host {
  --damero-light: #f0dcb4; --damero-dark: #8f5e35; --damero-plain: #2e7d4f; --damero-frame: #5a3a1a;
  --damero-label-light: #5a3a1a; --damero-label-dark: #ffffff;
  --damero-black: #b3261e; --damero-black-line: #5c0f0a; --damero-white: #f7f2e8; --damero-white-line: #5a4a3a;
  --damero-last: #ffd23f; --damero-last-line: #1b1b1b; --damero-selected: #1f5fd6; --damero-target: rgba(20, 20, 20, 0.55);
  --damero-must: #ff8a00; --damero-check: #e0201b; --damero-win: #00c2a8;
  display: block; position: relative; inline-size: 100%; max-inline-size: 100%;
  font: 600 clamp(9px, 2.2cqi, 14px) / 1 system-ui, sans-serif; container-type: inline-size;
  -webkit-tap-highlight-color: transparent;
}
:host([hidden]) { display: none; }
[part~=board] {
  display: grid; grid-template-columns: repeat(var(--columns), 1fr); aspect-ratio: var(--columns) / var(--rows);
  border: 4px solid var(--damero-frame); border-radius: 4px; user-select: none; touch-action: none; box-sizing: border-box;
}
[data-look=chess] { --damero-black: #262321; --damero-black-line: #000000; --damero-white: #fbf8f1; --damero-white-line: #262321; }
[data-look=reversi] { --damero-dark: var(--damero-plain); --damero-black: #161616; --damero-black-line: #000; --damero-white: #fafafa; --damero-white-line: #333; }
[data-look=connect4] { --damero-dark: #1d4fa3; --damero-frame: #163c7d; --damero-black: #d7263d; --damero-black-line: #7a1020; --damero-white: #f5c518; --damero-white-line: #8a6a00; }
.row { display: contents; }
.cell { position: relative; display: block; }
.cell > button { inline-size: 100%; }
.square.off { background: var(--damero-light); }
button {
  all: unset; box-sizing: border-box; position: relative; display: block; aspect-ratio: 1; cursor: pointer;
  background: var(--damero-dark); color: var(--damero-label-dark); touch-action: none;
}
button[data-tone=light] { background: var(--damero-light); color: var(--damero-label-light); }
[data-look=reversi] button { box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.5); }
button:focus-visible { outline: 3px solid var(--damero-selected); outline-offset: -3px; z-index: 3; box-shadow: inset 0 0 0 5px #fff; }
.mark { position: absolute; inset: 0; pointer-events: none; }
[data-look=connect4] .mark::before {
  content: ''; position: absolute; inset: 9%; border-radius: 50%; background: #eef2f8; box-shadow: inset 0 2px 4px rgba(0,0,0,.45);
}
.label { position: absolute; inset-block-start: 2%; inset-inline-start: 4%; z-index: 2; pointer-events: none; font-size: max(8px, calc(100cqi / var(--columns) * 0.19)); color: var(--damero-label-dark); }
.cell:has(> [data-tone=light]) > .label { color: var(--damero-label-light); }
.label.file { inset-block-start: auto; inset-inline-start: auto; inset-block-end: 3%; inset-inline-end: 5%; }
[data-look=draughts] svg.piece { inset: 13%; width: 74%; height: 74%; }
svg.piece { position: absolute; inset: 12%; width: 76%; height: 76%; z-index: 1; pointer-events: none; overflow: visible; }
[data-look=chess] svg.piece { inset: 10%; width: 80%; height: 80%; }
[data-look=connect4] svg.piece { inset: 9%; width: 82%; height: 82%; }
svg.piece .body { stroke-width: 3; stroke-linejoin: round; }
svg.piece.black .body { fill: var(--damero-black); stroke: var(--damero-black-line); }
svg.piece.white .body { fill: var(--damero-white); stroke: var(--damero-white-line); }
svg.piece .detail { fill: none; stroke-width: 3; stroke-linecap: round; }
svg.piece.black .detail { stroke: var(--damero-white); opacity: .55; }
svg.piece.white .detail { stroke: var(--damero-white-line); opacity: .55; }
svg.piece .crown { stroke-width: 2; }
svg.piece.black .crown { fill: #ffd23f; stroke: var(--damero-black-line); }
svg.piece.white .crown { fill: #c9a227; stroke: var(--damero-white-line); }
svg.piece.dragged { z-index: 5; }
.taken svg.piece { opacity: .4; }
.last > .mark { box-shadow: inset 0 0 0 3px var(--damero-last), inset 0 0 0 5px var(--damero-last-line); }
.flipped > .mark { box-shadow: inset 0 0 0 2px var(--damero-last-line), inset 0 0 0 4px var(--damero-last); }
.must > .mark { box-shadow: inset 0 0 0 3px var(--damero-must), inset 0 0 0 5px var(--damero-last-line); }
.selected > .mark { box-shadow: inset 0 0 0 4px var(--damero-selected), inset 0 0 0 6px #fff; }
.win > .mark { box-shadow: inset 0 0 0 5px var(--damero-win), inset 0 0 0 7px var(--damero-last-line); }
.check > .mark { background: radial-gradient(circle, var(--damero-check) 0 40%, transparent 72%); }
.target > .mark::after {
  content: ''; position: absolute; inset: 37%; border-radius: 50%; background: var(--damero-target); box-shadow: 0 0 0 2px #fff;
}
.target.capture > .mark::after { inset: 3%; background: transparent; border: 4px solid var(--damero-target); box-shadow: 0 0 0 2px #fff, inset 0 0 0 2px #fff; }
[data-look=connect4] .target > .mark::after { inset: 42%; }
.prompt {
  position: absolute; inset-inline: 8%; inset-block-start: 50%; transform: translateY(-50%); z-index: 6;
  background: #fff; color: #1b1b1b; border: 2px solid #1b1b1b; border-radius: 8px; padding: 0.8em; text-align: center;
  box-shadow: 0 6px 24px rgba(0,0,0,.35); font-size: max(14px, 1em);
}
.prompt[hidden] { display: none; }
.prompt p { margin: 0 0 .6em; }
.prompt .choices { display: flex; gap: .5em; justify-content: center; flex-wrap: wrap; }
.prompt button {
  background: #f3f3f3; color: #1b1b1b; border: 2px solid #1b1b1b; border-radius: 6px; aspect-ratio: auto; min-inline-size: 44px;
  min-block-size: 44px; padding: 0 .6em; display: inline-flex; align-items: center; justify-content: center; gap: .3em;
}
.prompt button:focus-visible { outline: 3px solid var(--damero-selected); outline-offset: 2px; box-shadow: none; }
.prompt button svg.piece { position: static; width: 36px; height: 36px; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.loading { aspect-ratio: 1; display: grid; place-items: center; background: var(--damero-light); color: var(--damero-label-light); }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
@media (forced-colors: active) { .mark { forced-color-adjust: none; } }
`;
