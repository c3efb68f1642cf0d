// Product drawings for the seed: one flat drawing per kind of product on a 200×200 canvas, in the
// product's own colour. `c` is the palette: body (the product's colour), dark and light (its shades),
// line (an outline that keeps white products visible on a light ground) and accent (a second colour).

const o = (c) => `stroke="${c.line}" stroke-width="1.5"`;

/** Phones seen from the front: a lit screen with the time, a camera punch-hole. */
const phoneFront = (c) =>
  `<rect x="66" y="22" width="68" height="156" rx="14" fill="${c.body}" ${o(c)}/><rect x="71" y="28" width="58" height="144" rx="10" fill="#1b2030"/><rect x="73" y="30" width="54" height="140" rx="9" fill="url(#scr)"/><circle cx="100" cy="37" r="3" fill="#0d0f16"/><text x="100" y="78" font-family="Arial,sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">9:41</text><rect x="80" y="140" width="10" height="10" rx="3" fill="#fff" opacity=".8"/><rect x="95" y="140" width="10" height="10" rx="3" fill="#fff" opacity=".8"/><rect x="110" y="140" width="10" height="10" rx="3" fill="#fff" opacity=".8"/>`;

const SCREEN = `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b7cfa"/><stop offset=".55" stop-color="#a35bd6"/><stop offset="1" stop-color="#f28aa0"/></linearGradient>`;

export const KINDS = {
  phone: phoneFront,
  phoneBack: (c) =>
    `<rect x="66" y="22" width="68" height="156" rx="14" fill="${c.body}" ${o(c)}/><rect x="74" y="30" width="30" height="40" rx="9" fill="${c.dark}"/><circle cx="84" cy="41" r="6" fill="#111" stroke="${c.light}" stroke-width="2"/><circle cx="84" cy="59" r="6" fill="#111" stroke="${c.light}" stroke-width="2"/><circle cx="97" cy="50" r="2.5" fill="#ffe9a8"/><rect x="92" y="120" width="16" height="16" rx="4" fill="${c.light}" opacity=".5"/>`,
  tablet: (c) =>
    `<rect x="22" y="44" width="156" height="112" rx="12" fill="${c.body}" ${o(c)}/><rect x="29" y="51" width="142" height="98" rx="6" fill="url(#scr)"/><rect x="40" y="62" width="44" height="30" rx="4" fill="#fff" opacity=".85"/><rect x="92" y="62" width="68" height="8" rx="3" fill="#fff" opacity=".85"/><rect x="92" y="76" width="50" height="6" rx="3" fill="#fff" opacity=".6"/><circle cx="100" cy="47.5" r="1.8" fill="#111"/>`,
  charger: (c) =>
    `<rect x="62" y="62" width="56" height="64" rx="10" fill="${c.body}" ${o(c)}/><rect x="74" y="38" width="8" height="26" rx="2" fill="#b8bcc4"/><rect x="98" y="38" width="8" height="26" rx="2" fill="#b8bcc4"/><rect x="82" y="112" width="16" height="6" rx="2" fill="${c.dark}"/><path d="M90 126 v20 q0 20 24 20 h26 q16 0 16 -16 v-20" stroke="${c.body}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M90 126 v20 q0 20 24 20 h26 q16 0 16 -16 v-20" stroke="${c.line}" stroke-width="1" fill="none" opacity=".4"/><rect x="150" y="118" width="12" height="16" rx="3" fill="${c.dark}"/><path d="M93 78 l-10 16 h11 l-7 16" stroke="${c.accent}" stroke-width="4" fill="none" stroke-linejoin="round"/>`,
  case: (c) =>
    `<rect x="60" y="20" width="80" height="162" rx="18" fill="${c.body}" ${o(c)}/><rect x="68" y="28" width="64" height="146" rx="12" fill="${c.dark}" opacity=".35"/><rect x="72" y="32" width="34" height="44" rx="10" fill="${c.light}" ${o(c)}/><circle cx="83" cy="44" r="6" fill="${c.dark}"/><circle cx="83" cy="63" r="6" fill="${c.dark}"/><path d="M60 38 q0 -18 18 -18 M140 38 q0 -18 -18 -18 M60 164 q0 18 18 18 M140 164 q0 18 -18 18" stroke="${c.dark}" stroke-width="6" fill="none"/><text x="100" y="140" font-family="Arial,sans-serif" font-size="11" font-weight="700" fill="${c.light}" text-anchor="middle" opacity=".8">SHOCKPROOF</text>`,
  powerbank: (c) =>
    `<rect x="56" y="30" width="88" height="140" rx="14" fill="${c.body}" ${o(c)}/><rect x="66" y="44" width="68" height="30" rx="6" fill="${c.dark}" opacity=".5"/><text x="100" y="66" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">10000</text><circle cx="84" cy="150" r="3" fill="#4ade80"/><circle cx="94" cy="150" r="3" fill="#4ade80"/><circle cx="104" cy="150" r="3" fill="#4ade80"/><circle cx="114" cy="150" r="3" fill="${c.light}"/><text x="100" y="100" font-family="Arial,sans-serif" font-size="11" fill="${c.light}" text-anchor="middle">mAh</text>`,
  glass: (c) =>
    `<g transform="rotate(-12 100 100)"><rect x="58" y="26" width="84" height="150" rx="14" fill="#dbeafe" opacity=".7" stroke="#93a4bd" stroke-width="2"/><rect x="64" y="32" width="72" height="138" rx="10" fill="#eff6ff" opacity=".8"/><path d="M70 60 l40 -26 M70 88 l60 -40" stroke="#fff" stroke-width="6" stroke-linecap="round"/></g><g transform="rotate(6 100 100) translate(24 8)"><rect x="58" y="26" width="84" height="150" rx="14" fill="none" stroke="${c.body}" stroke-width="3" stroke-dasharray="6 5"/></g><text x="150" y="182" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="${c.dark}" text-anchor="middle">9H</text>`,
  tv: (c) =>
    `<rect x="16" y="38" width="168" height="104" rx="5" fill="#15171c" stroke="${c.body}" stroke-width="3"/><rect x="22" y="44" width="156" height="92" fill="url(#tvs)"/><path d="M22 118 l38 -30 l26 20 l30 -34 l62 52 v10 h-156 z" fill="#1e6b52" opacity=".9"/><circle cx="142" cy="68" r="11" fill="#ffd86b"/><path d="M70 142 l-12 22 M130 142 l12 22" stroke="${c.body}" stroke-width="6" stroke-linecap="round"/><rect x="44" y="162" width="112" height="5" rx="2.5" fill="${c.dark}"/>`,
  laptop: (c) =>
    `<rect x="40" y="42" width="120" height="84" rx="7" fill="${c.body}" ${o(c)}/><rect x="46" y="48" width="108" height="72" rx="3" fill="url(#scr)"/><path d="M24 128 h152 l-8 16 q-2 4 -8 4 h-120 q-6 0 -8 -4 z" fill="${c.body}" ${o(c)}/><rect x="84" y="128" width="32" height="5" rx="2" fill="${c.dark}"/>`,
  headphones: (c) =>
    `<path d="M46 118 v-24 a54 54 0 0 1 108 0 v24" stroke="${c.body}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M46 118 v-24 a54 54 0 0 1 108 0 v24" stroke="${c.line}" stroke-width="1" fill="none" opacity=".5"/><rect x="30" y="104" width="34" height="58" rx="15" fill="${c.body}" ${o(c)}/><rect x="136" y="104" width="34" height="58" rx="15" fill="${c.body}" ${o(c)}/><rect x="56" y="112" width="10" height="42" rx="5" fill="${c.dark}"/><rect x="134" y="112" width="10" height="42" rx="5" fill="${c.dark}"/>`,
  earbuds: (c) =>
    `<rect x="52" y="86" width="96" height="76" rx="30" fill="${c.body}" ${o(c)}/><path d="M52 116 h96" stroke="${c.line}" stroke-width="1.5"/><circle cx="100" cy="134" r="3" fill="#4ade80"/><g transform="translate(66 30)"><ellipse cx="14" cy="20" rx="13" ry="15" fill="${c.body}" ${o(c)}/><rect x="9" y="28" width="9" height="30" rx="4.5" fill="${c.body}" ${o(c)}/><ellipse cx="14" cy="16" rx="6" ry="5" fill="${c.dark}"/></g><g transform="translate(104 30)"><ellipse cx="14" cy="20" rx="13" ry="15" fill="${c.body}" ${o(c)}/><rect x="10" y="28" width="9" height="30" rx="4.5" fill="${c.body}" ${o(c)}/><ellipse cx="14" cy="16" rx="6" ry="5" fill="${c.dark}"/></g>`,
  speaker: (c) =>
    `<rect x="34" y="66" width="132" height="74" rx="37" fill="${c.body}" ${o(c)}/><rect x="46" y="76" width="108" height="54" rx="27" fill="${c.dark}"/><g fill="${c.light}" opacity=".35">${dots(52, 82, 14, 6, 7)}</g><rect x="80" y="56" width="40" height="14" rx="7" fill="${c.dark}"/><circle cx="100" cy="103" r="6" fill="${c.light}"/>`,
  partySpeaker: (c) =>
    `<rect x="52" y="20" width="96" height="160" rx="10" fill="${c.body}" ${o(c)}/><circle cx="100" cy="62" r="28" fill="${c.dark}"/><circle cx="100" cy="62" r="28" fill="none" stroke="#ff4fa3" stroke-width="3"/><circle cx="100" cy="62" r="10" fill="#2b2d33"/><circle cx="100" cy="130" r="36" fill="${c.dark}"/><circle cx="100" cy="130" r="36" fill="none" stroke="#39c6ff" stroke-width="3"/><circle cx="100" cy="130" r="13" fill="#2b2d33"/>`,
  cooker: (c) =>
    `<path d="M40 84 q0 -30 60 -30 q60 0 60 30 z" fill="${c.light}" ${o(c)}/><rect x="36" y="82" width="128" height="82" rx="22" fill="${c.body}" ${o(c)}/><rect x="84" y="42" width="32" height="12" rx="6" fill="${c.dark}"/><rect x="70" y="104" width="60" height="30" rx="8" fill="#1b2030"/><text x="100" y="125" font-family="Arial,sans-serif" font-size="14" font-weight="700" fill="#7cf2b2" text-anchor="middle">00:45</text><circle cx="82" cy="148" r="4" fill="${c.accent}"/><circle cx="100" cy="148" r="4" fill="${c.light}"/><circle cx="118" cy="148" r="4" fill="${c.light}"/><rect x="44" y="162" width="16" height="8" rx="3" fill="${c.dark}"/><rect x="140" y="162" width="16" height="8" rx="3" fill="${c.dark}"/>`,
  aircon: (c) =>
    `<rect x="14" y="60" width="172" height="58" rx="14" fill="${c.body}" ${o(c)}/><path d="M24 104 h152" stroke="${c.dark}" stroke-width="3"/><path d="M28 112 h144" stroke="${c.dark}" stroke-width="2" opacity=".6"/><rect x="148" y="72" width="24" height="8" rx="3" fill="#1b2030"/><text x="160" y="79" font-family="Arial,sans-serif" font-size="7" fill="#7cd4f2" text-anchor="middle">24°</text><path d="M52 130 q8 10 0 20 q-8 10 0 20 M100 130 q8 10 0 20 q-8 10 0 20 M148 130 q8 10 0 20 q-8 10 0 20" stroke="#7cc6f2" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  fan: (c) =>
    `<circle cx="100" cy="72" r="50" fill="${c.light}" opacity=".4" stroke="${c.dark}" stroke-width="4"/><path d="M100 72 q-34 -30 -4 -46 q22 10 4 46 q38 -16 44 14 q-12 20 -44 -14 q14 40 -20 44 q-16 -18 20 -44" fill="${c.body}" ${o(c)}/><circle cx="100" cy="72" r="9" fill="${c.dark}"/><path d="M56 72 h88 M100 28 v88" stroke="${c.dark}" stroke-width="1" opacity=".5"/><rect x="95" y="122" width="10" height="42" fill="${c.dark}"/><ellipse cx="100" cy="168" rx="36" ry="8" fill="${c.body}" ${o(c)}/>`,
  ceilingFan: (c) =>
    `<rect x="97" y="14" width="6" height="40" fill="${c.dark}"/><ellipse cx="100" cy="62" rx="16" ry="10" fill="${c.body}" ${o(c)}/><path d="M86 66 l-68 14 q-6 8 4 10 l70 -12 z M114 66 l68 14 q6 8 -4 10 l-70 -12 z" fill="${c.body}" ${o(c)}/><path d="M100 70 l-10 76 q10 8 20 0 z" fill="${c.body}" ${o(c)}/><circle cx="100" cy="74" r="7" fill="${c.accent}"/>`,
  fridge: (c) =>
    `<rect x="56" y="14" width="88" height="172" rx="9" fill="${c.body}" ${o(c)}/><path d="M56 72 h88" stroke="${c.dark}" stroke-width="3"/><rect x="128" y="32" width="6" height="28" rx="3" fill="${c.dark}"/><rect x="128" y="84" width="6" height="44" rx="3" fill="${c.dark}"/><rect x="66" y="24" width="20" height="8" rx="2" fill="#1b2030"/><rect x="60" y="186" width="10" height="5" fill="${c.dark}"/><rect x="130" y="186" width="10" height="5" fill="${c.dark}"/>`,
  fridgeWide: (c) =>
    `<rect x="30" y="14" width="140" height="172" rx="9" fill="${c.body}" ${o(c)}/><path d="M100 14 v172" stroke="${c.dark}" stroke-width="3"/><rect x="88" y="60" width="6" height="56" rx="3" fill="${c.dark}"/><rect x="106" y="60" width="6" height="56" rx="3" fill="${c.dark}"/><rect x="42" y="34" width="34" height="46" rx="4" fill="${c.dark}" opacity=".6"/><rect x="48" y="44" width="22" height="6" rx="2" fill="#7cd4f2"/>`,
  miniFridge: (c) =>
    `<rect x="52" y="56" width="96" height="124" rx="10" fill="${c.body}" ${o(c)}/><rect x="132" y="76" width="6" height="44" rx="3" fill="${c.dark}"/><path d="M52 84 h96" stroke="${c.dark}" stroke-width="2" opacity=".6"/><rect x="58" y="180" width="10" height="6" fill="${c.dark}"/><rect x="132" y="180" width="10" height="6" fill="${c.dark}"/>`,
  dress: (c) =>
    `<path d="M82 18 h36 l4 24 q-4 12 -10 18 l40 110 q-52 14 -104 0 l40 -110 q-6 -6 -10 -18 z" fill="${c.body}" ${o(c)}/><path d="M78 64 q22 10 44 0" stroke="${c.dark}" stroke-width="5" fill="none"/><g fill="${c.light}" opacity=".8"><circle cx="84" cy="110" r="5"/><circle cx="110" cy="100" r="5"/><circle cx="98" cy="134" r="5"/><circle cx="72" cy="150" r="5"/><circle cx="124" cy="144" r="5"/></g>`,
  blouse: (c) =>
    `<path d="M72 30 l-44 28 l18 34 l16 -8 v86 h76 v-86 l16 8 l18 -34 l-44 -28 q-14 20 -28 20 q-14 0 -28 -20 z" fill="${c.body}" ${o(c)}/><path d="M86 32 q14 26 28 0" stroke="${c.dark}" stroke-width="3" fill="none"/><path d="M100 52 v118" stroke="${c.dark}" stroke-width="1.5" opacity=".5"/><circle cx="100" cy="80" r="3" fill="${c.light}"/><circle cx="100" cy="102" r="3" fill="${c.light}"/><circle cx="100" cy="124" r="3" fill="${c.light}"/>`,
  skirt: (c) =>
    `<path d="M62 34 h76 l20 140 h-116 z" fill="${c.body}" ${o(c)}/><rect x="60" y="30" width="80" height="14" rx="3" fill="${c.dark}"/><g stroke="${c.accent}" stroke-width="3" fill="none">${zigzag(58, 80, 6)}${zigzag(54, 120, 7)}${zigzag(48, 158, 8)}</g>`,
  leggings: (c) =>
    `<path d="M66 22 h68 l8 156 h-30 l-12 -116 l-12 116 h-30 z" fill="${c.body}" ${o(c)}/><rect x="66" y="22" width="68" height="12" rx="3" fill="${c.dark}"/><path d="M74 40 l-6 134 M126 40 l6 134" stroke="#fff" stroke-width="3" opacity=".85"/>`,
  shirt: (c) =>
    `<path d="M74 26 l-34 16 l-18 120 l22 4 l14 -84 v96 h84 v-96 l14 84 l22 -4 l-18 -120 l-34 -16 z" fill="${c.body}" ${o(c)}/><path d="M74 26 l26 26 l26 -26 l-10 24 h-32 z" fill="${c.light}" ${o(c)}/><path d="M100 52 v130" stroke="${c.dark}" stroke-width="1.5"/>${[68, 90, 112, 134, 156].map((y) => `<circle cx="104" cy="${y}" r="2.5" fill="${c.dark}"/>`).join('')}<rect x="112" y="74" width="18" height="18" rx="2" fill="none" stroke="${c.dark}" stroke-width="1.5"/>`,
  polo: (c) =>
    `<path d="M74 30 l-42 24 l16 32 l16 -8 v90 h72 v-90 l16 8 l16 -32 l-42 -24 z" fill="${c.body}" ${o(c)}/><path d="M80 30 l20 18 l20 -18 l-6 -6 h-28 z" fill="${c.light}" ${o(c)}/><path d="M100 48 v24" stroke="${c.dark}" stroke-width="2"/><circle cx="100" cy="58" r="2" fill="${c.dark}"/><circle cx="100" cy="68" r="2" fill="${c.dark}"/><g stroke="${c.accent}" stroke-width="3">${[0, 1, 2, 3].map((i) => `<path d="M64 ${140 + i * 8} h72"/>`).join('')}</g>`,
  tshirt: (c) =>
    `<path d="M74 30 l-42 24 l16 32 l16 -8 v90 h72 v-90 l16 8 l16 -32 l-42 -24 q-10 14 -26 14 q-16 0 -26 -14 z" fill="${c.body}" ${o(c)}/><path d="M78 38 l-46 22 M122 38 l46 22" stroke="#fff" stroke-width="3" opacity=".8"/><path d="M86 98 l8 -14 l8 14 l8 -14 l8 14" stroke="#fff" stroke-width="4" fill="none"/>`,
  trousers: (c) =>
    `<path d="M62 20 h76 l10 160 h-38 l-10 -118 l-10 118 h-38 z" fill="${c.body}" ${o(c)}/><rect x="62" y="20" width="76" height="12" fill="${c.dark}"/><path d="M74 32 q8 22 22 14 M126 32 q-8 22 -22 14" stroke="${c.dark}" stroke-width="2" fill="none"/><path d="M100 32 v30" stroke="${c.dark}" stroke-width="2"/>`,
  sneaker: (c) =>
    `<path d="M22 128 q2 -36 22 -50 q18 10 36 4 q26 34 74 42 q24 4 24 24 v6 h-156 z" fill="${c.body}" ${o(c)}/><path d="M20 148 h160 v10 q0 8 -8 8 h-144 q-8 0 -8 -8 z" fill="#fff" ${o(c)}/><path d="M64 90 l10 8 M72 84 l10 8 M80 80 l10 8" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/><path d="M96 120 q20 -10 46 4" stroke="${c.light}" stroke-width="4" fill="none"/>`,
  sandal: (c) =>
    `<path d="M40 150 q-6 -40 30 -44 h70 q26 2 24 26 q-2 20 -26 22 z" fill="#c8a27a" stroke="#8a6a48" stroke-width="2"/><path d="M66 106 q10 -28 36 -28 q26 0 36 28" stroke="${c.body}" stroke-width="14" fill="none"/><path d="M60 128 h60" stroke="${c.body}" stroke-width="12" stroke-linecap="round"/>`,
  backpack: (c) =>
    `<path d="M82 26 q18 -16 36 0" stroke="${c.dark}" stroke-width="6" fill="none"/><rect x="50" y="34" width="100" height="144" rx="30" fill="${c.body}" ${o(c)}/><rect x="64" y="104" width="72" height="56" rx="12" fill="${c.dark}" opacity=".55"/><path d="M64 120 h72" stroke="${c.light}" stroke-width="2"/><rect x="94" y="114" width="12" height="8" rx="2" fill="${c.light}"/>`,
  handbag: (c) =>
    `<path d="M70 70 q0 -44 30 -44 q30 0 30 44" stroke="${c.dark}" stroke-width="7" fill="none"/><path d="M36 72 h128 l-12 104 h-104 z" fill="${c.body}" ${o(c)}/><g stroke="${c.dark}" stroke-width="2" opacity=".6">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${42 + i * 15} 74 l${-6 + (i % 2) * 12} 100"/>`).join('')}${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M38 ${88 + i * 15} h124"/>`).join('')}</g>`,
  creamJar: (c) =>
    `<rect x="46" y="68" width="108" height="28" rx="8" fill="${c.dark}"/><rect x="50" y="94" width="100" height="70" rx="14" fill="${c.body}" ${o(c)}/><rect x="64" y="112" width="72" height="30" rx="4" fill="#fff"/><text x="100" y="126" font-family="Georgia,serif" font-size="10" font-weight="700" fill="${c.dark}" text-anchor="middle">REVITALIFT</text><text x="100" y="138" font-family="Arial,sans-serif" font-size="7" fill="${c.dark}" text-anchor="middle">DAY CREAM</text>`,
  micellar: (c) =>
    `<rect x="88" y="16" width="24" height="16" rx="3" fill="${c.accent}"/><path d="M84 32 h32 q20 10 20 30 v108 q0 10 -10 10 h-52 q-10 0 -10 -10 v-108 q0 -20 20 -30 z" fill="#e8f1fb" stroke="#9bb3cf" stroke-width="2"/><rect x="64" y="98" width="72" height="56" fill="${c.body}" opacity=".9"/><text x="100" y="122" font-family="Arial,sans-serif" font-size="10" font-weight="700" fill="#fff" text-anchor="middle">MICELLAR</text><text x="100" y="138" font-family="Arial,sans-serif" font-size="8" fill="#fff" text-anchor="middle">WATER</text>`,
  sunscreen: (c) =>
    `<path d="M72 20 h56 l-6 134 h-44 z" fill="#fff7e0" stroke="#d9b45a" stroke-width="2"/><rect x="76" y="150" width="48" height="28" rx="5" fill="${c.accent}"/><circle cx="100" cy="62" r="16" fill="#ffb020"/><g stroke="#ffb020" stroke-width="3">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M100 62 m${Math.round(Math.cos((a * Math.PI) / 180) * 20)} ${Math.round(Math.sin((a * Math.PI) / 180) * 20)} l${Math.round(Math.cos((a * Math.PI) / 180) * 6)} ${Math.round(Math.sin((a * Math.PI) / 180) * 6)}"/>`).join('')}</g><text x="100" y="112" font-family="Arial,sans-serif" font-size="16" font-weight="700" fill="${c.dark}" text-anchor="middle">SPF 50</text>`,
  sheetMask: (c) =>
    `<rect x="46" y="22" width="108" height="156" rx="8" fill="${c.body}" ${o(c)}/><path d="M46 40 h108" stroke="${c.dark}" stroke-width="2" stroke-dasharray="4 3"/><ellipse cx="100" cy="104" rx="34" ry="44" fill="#fff" opacity=".9"/><ellipse cx="88" cy="94" rx="7" ry="4" fill="${c.body}"/><ellipse cx="112" cy="94" rx="7" ry="4" fill="${c.body}"/><path d="M90 126 q10 6 20 0" stroke="${c.body}" stroke-width="3" fill="none"/><g fill="#f5e6c8">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${62 + i * 19}" cy="164" rx="4" ry="2"/>`).join('')}</g>`,
  pillBottle: (c) =>
    `<rect x="64" y="26" width="72" height="26" rx="5" fill="#fff" ${o(c)}/><path d="M64 34 h72 M64 42 h72" stroke="${c.line}"/><rect x="58" y="52" width="84" height="124" rx="14" fill="${c.body}" ${o(c)}/><rect x="66" y="82" width="68" height="62" rx="4" fill="#fff"/><rect x="72" y="90" width="56" height="14" rx="2" fill="${c.accent}"/><path d="M74 118 h52 M74 128 h36" stroke="${c.dark}" stroke-width="3"/>`,
  capsules: (c) =>
    `<rect x="64" y="26" width="72" height="26" rx="5" fill="${c.dark}"/><rect x="58" y="52" width="84" height="124" rx="14" fill="${c.body}" ${o(c)}/><rect x="66" y="82" width="68" height="62" rx="4" fill="#fff"/><path d="M84 126 q16 -30 40 -14" stroke="#2f6fd0" stroke-width="4" fill="none"/><g transform="rotate(-30 40 170)"><rect x="20" y="160" width="36" height="16" rx="8" fill="#f5b82e" stroke="#c98a08"/></g><g transform="rotate(20 160 170)"><rect x="146" y="162" width="36" height="16" rx="8" fill="#f5b82e" stroke="#c98a08"/></g>`,
  riceSack: (c) =>
    `<path d="M56 28 h88 l-4 14 q22 40 16 130 h-112 q-6 -90 16 -130 z" fill="${c.body}" ${o(c)}/><path d="M58 34 h84" stroke="${c.dark}" stroke-width="4" stroke-dasharray="5 4"/><circle cx="100" cy="100" r="28" fill="${c.accent}"/>${petals(100, 100)}<path d="M66 148 h68" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/>`,
  kraftBag: () =>
    `<path d="M58 30 h84 l10 146 h-104 z" fill="#c9a36b" stroke="#8d6a3a" stroke-width="2"/><path d="M58 30 l-6 -8 h96 l-6 8" fill="#b38c55"/><rect x="70" y="74" width="60" height="60" rx="30" fill="#fff7e6"/><path d="M86 114 q14 -34 28 -10 q-14 4 -28 10" fill="#5c9a3a"/><ellipse cx="92" cy="152" rx="4" ry="2.5" fill="#8b5a2b"/><ellipse cx="104" cy="156" rx="4" ry="2.5" fill="#8b5a2b"/><ellipse cx="112" cy="150" rx="4" ry="2.5" fill="#8b5a2b"/>`,
  noodles: (c) =>
    `<path d="M30 96 h140 q-4 56 -70 70 q-66 -14 -70 -70 z" fill="${c.body}" ${o(c)}/><path d="M30 96 h140" stroke="${c.dark}" stroke-width="4"/><g stroke="#f3d27a" stroke-width="4" fill="none">${[0, 1, 2, 3, 4].map((i) => `<path d="M${50 + i * 22} 94 q6 -14 12 0 q6 14 12 0"/>`).join('')}</g><path d="M120 30 l-24 64 M134 34 l-26 60" stroke="#8d6a3a" stroke-width="4" stroke-linecap="round"/><ellipse cx="76" cy="88" rx="10" ry="6" fill="#f08a5d"/><circle cx="150" cy="86" r="5" fill="#5c9a3a"/>`,
  riceNoodles: (c) =>
    `<rect x="34" y="58" width="132" height="100" rx="10" fill="#fff" stroke="#cbd5e1" stroke-width="2"/><g stroke="#efe7d4" stroke-width="3">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<path d="M${44 + i * 11} 64 q6 44 0 88"/>`).join('')}</g><rect x="34" y="94" width="132" height="26" fill="${c.body}"/><text x="100" y="112" font-family="Arial,sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">KUY TEAV</text>`,
  iceCoffee: (c) =>
    `<rect x="84" y="16" width="32" height="14" rx="3" fill="${c.dark}"/><path d="M86 30 h28 v16 q14 12 14 30 v94 q0 8 -8 8 h-40 q-8 0 -8 -8 v-94 q0 -18 14 -30 z" fill="#6b3f22" stroke="#3d2412" stroke-width="2"/><rect x="72" y="96" width="56" height="48" fill="${c.light}"/><circle cx="100" cy="114" r="8" fill="#2f5d34"/><circle cx="96" cy="110" r="3" fill="#1b3a1f"/><text x="100" y="138" font-family="Arial,sans-serif" font-size="8" font-weight="700" fill="#6b3f22" text-anchor="middle">KAMPOT</text>`,
  water: (c) =>
    `<rect x="88" y="14" width="24" height="14" rx="3" fill="${c.accent}"/><path d="M88 28 h24 v10 q18 14 18 34 v98 q0 10 -10 10 h-40 q-10 0 -10 -10 v-98 q0 -20 18 -34 z" fill="#dff1ff" stroke="#7fb2d9" stroke-width="2"/><path d="M72 84 h56 M72 150 h56" stroke="#b5d9f5" stroke-width="3"/><rect x="70" y="100" width="60" height="34" fill="${c.body}"/><path d="M82 122 q9 -14 18 0 q9 -14 18 0" stroke="#fff" stroke-width="3" fill="none"/>`,
  coffeeSticks: (c) =>
    `<rect x="38" y="64" width="104" height="110" rx="6" fill="${c.body}" ${o(c)}/><rect x="38" y="64" width="104" height="24" fill="${c.dark}"/><circle cx="90" cy="126" r="24" fill="#fff"/><ellipse cx="90" cy="126" rx="18" ry="10" fill="#7a4a2a"/><g transform="rotate(18 150 90)"><rect x="138" y="30" width="18" height="120" rx="3" fill="${c.accent}" ${o(c)}/><text x="147" y="92" font-family="Arial,sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle" transform="rotate(-90 147 92)">3in1</text></g>`,
  coconut: (c) =>
    `<circle cx="96" cy="112" r="58" fill="#5e8c31" stroke="#3f6420" stroke-width="2"/><ellipse cx="96" cy="64" rx="30" ry="12" fill="#f5f0dc"/><path d="M112 62 l26 -46" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/><path d="M60 130 q30 20 70 -4" stroke="#7aa84a" stroke-width="4" fill="none"/>`,
  pepper: (c) =>
    `<rect x="62" y="36" width="76" height="24" rx="5" fill="${c.dark}"/><rect x="56" y="58" width="88" height="112" rx="12" fill="#eef3f7" stroke="#9fb0bf" stroke-width="2"/><g fill="#2b2620">${dots(66, 98, 8, 6, 10, 6)}</g><rect x="62" y="66" width="76" height="26" rx="3" fill="${c.body}"/><text x="100" y="84" font-family="Arial,sans-serif" font-size="10" font-weight="700" fill="#fff" text-anchor="middle">KAMPOT</text>`,
  fishSauce: (c) =>
    `<rect x="90" y="12" width="20" height="14" rx="3" fill="${c.accent}"/><path d="M90 26 h20 v26 q18 12 18 34 v82 q0 10 -10 10 h-36 q-10 0 -10 -10 v-82 q0 -22 18 -34 z" fill="#c77a2a" stroke="#8a4f14" stroke-width="2" opacity=".95"/><rect x="74" y="100" width="52" height="50" fill="#fff"/><path d="M84 126 q16 -12 30 0 l6 -6 v12 l-6 -6 q-14 12 -30 0" fill="${c.body}"/>`,
  paste: (c) =>
    `<rect x="56" y="54" width="88" height="22" rx="6" fill="${c.dark}"/><rect x="50" y="74" width="100" height="96" rx="16" fill="${c.body}" ${o(c)}/><ellipse cx="100" cy="80" rx="42" ry="6" fill="${c.light}"/><rect x="64" y="104" width="72" height="40" rx="4" fill="#fff" opacity=".92"/><path d="M76 128 q12 -14 24 0 q12 -14 24 0" stroke="${c.accent}" stroke-width="3" fill="none"/>`,
  diapers: (c) =>
    `<rect x="34" y="40" width="132" height="136" rx="14" fill="${c.body}" ${o(c)}/><path d="M34 62 h132" stroke="${c.dark}" stroke-width="3"/><circle cx="100" cy="112" r="30" fill="#fff"/><circle cx="100" cy="108" r="14" fill="#ffd9b8"/><circle cx="95" cy="106" r="1.8" fill="#333"/><circle cx="105" cy="106" r="1.8" fill="#333"/><path d="M95 113 q5 4 10 0" stroke="#333" stroke-width="1.5" fill="none"/><path d="M82 130 q18 -10 36 0 l-4 8 h-28 z" fill="${c.light}"/><path d="M62 34 q38 -22 76 0" stroke="${c.dark}" stroke-width="5" fill="none"/>`,
  wipes: (c) =>
    `<rect x="30" y="70" width="140" height="90" rx="22" fill="${c.body}" ${o(c)}/><rect x="70" y="70" width="60" height="26" rx="10" fill="${c.dark}"/><path d="M86 72 q14 -26 28 0" fill="#fff" stroke="#cbd5e1"/><path d="M56 132 q8 -12 16 0 M128 132 q8 -12 16 0" stroke="#fff" stroke-width="3" fill="none"/><circle cx="100" cy="128" r="10" fill="#fff"/>`,
  formulaTin: (c) =>
    `<ellipse cx="100" cy="40" rx="50" ry="12" fill="${c.dark}"/><rect x="50" y="40" width="100" height="130" fill="${c.body}" ${o(c)}/><ellipse cx="100" cy="170" rx="50" ry="12" fill="${c.body}" ${o(c)}/><path d="M50 70 h100" stroke="${c.dark}" stroke-width="3"/><path d="M72 136 q10 -40 28 -40 q18 0 28 40" fill="#fff"/><circle cx="100" cy="104" r="8" fill="#ffd9b8"/><rect x="64" y="144" width="72" height="12" rx="3" fill="${c.accent}"/>`,
  milkBottle: (c) =>
    `<rect x="86" y="20" width="28" height="16" rx="4" fill="${c.accent}"/><path d="M86 36 h28 l6 18 q14 10 14 28 v86 q0 10 -10 10 h-48 q-10 0 -10 -10 v-86 q0 -18 14 -28 z" fill="#fff" stroke="#c3cfdc" stroke-width="2"/><rect x="66" y="92" width="68" height="60" fill="${c.body}"/><ellipse cx="100" cy="118" rx="16" ry="12" fill="#fff"/><path d="M92 110 l-4 -8 M108 110 l4 -8" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
  helmetFull: (c) =>
    `<path d="M36 128 q-4 -84 64 -90 q68 6 64 90 q0 30 -20 34 h-88 q-20 -4 -20 -34 z" fill="${c.body}" ${o(c)}/><path d="M48 96 q52 -20 104 0 v28 q-52 16 -104 0 z" fill="#1b2030"/><path d="M56 100 q44 -14 88 0" stroke="#6b7a99" stroke-width="3" fill="none"/><rect x="74" y="146" width="52" height="8" rx="3" fill="${c.dark}"/>`,
  helmetHalf: (c) =>
    `<path d="M30 132 a70 66 0 0 1 140 0 z" fill="${c.body}" ${o(c)}/><path d="M24 132 h152 q4 0 0 8 q-76 12 -152 0 q-4 -8 0 -8 z" fill="${c.dark}"/><path d="M76 80 q24 -20 48 0" stroke="${c.light}" stroke-width="5" fill="none"/><path d="M56 140 q0 30 14 34 M144 140 q0 30 -14 34" stroke="#2b2d33" stroke-width="3" fill="none"/>`,
  helmetOpen: (c) =>
    `<path d="M40 140 q-6 -96 60 -100 q66 4 60 100 q-16 -10 -30 -10 v-30 h-60 v30 q-14 0 -30 10 z" fill="${c.body}" ${o(c)}/><path d="M58 82 q42 -22 84 0 v16 q-42 -12 -84 0 z" fill="#6f8bbf" opacity=".7"/><path d="M70 100 v40 q30 12 60 0 v-40" fill="none" stroke="${c.dark}" stroke-width="3"/>`,
  helmetKids: (c) =>
    `<path d="M36 132 a64 64 0 0 1 128 0 z" fill="${c.body}" ${o(c)}/><path d="M30 132 h140 q0 10 -10 10 h-120 q-10 0 -10 -10 z" fill="${c.dark}"/>${star(78, 88, 10, '#ffd23f')}${star(118, 72, 8, '#ffd23f')}${star(132, 108, 6, '#fff')}`,
  oil: (c) =>
    `<rect x="112" y="20" width="22" height="20" rx="3" fill="${c.accent}"/><path d="M54 40 h70 l20 20 v112 q0 6 -6 6 h-84 q-6 0 -6 -6 v-126 q0 -6 6 -6 z" fill="${c.body}" ${o(c)}/><path d="M60 52 h26 q8 0 8 8 v14 h-34 z" fill="${c.dark}" opacity=".6"/><rect x="60" y="96" width="78" height="52" rx="4" fill="#fff"/><path d="M94 104 q-10 14 0 20 q10 -6 0 -20" fill="#f5b82e"/><text x="99" y="142" font-family="Arial,sans-serif" font-size="9" font-weight="700" fill="${c.dark}" text-anchor="middle">10W-30</text>`,
  brakePads: (c) =>
    `<path d="M30 120 a70 70 0 0 1 70 -70 v34 a36 36 0 0 0 -36 36 z" fill="#6b7280" stroke="#374151" stroke-width="2"/><path d="M36 116 a64 64 0 0 1 64 -60 v22 a42 42 0 0 0 -40 38 z" fill="${c.body}"/><path d="M170 120 a70 70 0 0 0 -70 -70 v34 a36 36 0 0 1 36 36 z" fill="#6b7280" stroke="#374151" stroke-width="2" transform="translate(10 40)"/><path d="M164 116 a64 64 0 0 0 -64 -60 v22 a42 42 0 0 1 40 38 z" fill="${c.body}" transform="translate(10 40)"/>`,
  tyre: () =>
    `<circle cx="100" cy="100" r="78" fill="#26282d"/><circle cx="100" cy="100" r="78" fill="none" stroke="#3d4047" stroke-width="12" stroke-dasharray="10 6"/><circle cx="100" cy="100" r="44" fill="#c7cbd1"/><circle cx="100" cy="100" r="36" fill="#9aa1ab"/>${[0, 72, 144, 216, 288].map((a) => `<path d="M100 100 l${Math.round(Math.cos((a * Math.PI) / 180) * 36)} ${Math.round(Math.sin((a * Math.PI) / 180) * 36)}" stroke="#e5e7eb" stroke-width="6"/>`).join('')}<circle cx="100" cy="100" r="10" fill="#4b5563"/>`,
  battery: (c) =>
    `<rect x="38" y="56" width="124" height="110" rx="6" fill="${c.body}" ${o(c)}/><rect x="38" y="56" width="124" height="22" fill="${c.dark}"/><rect x="52" y="42" width="18" height="14" rx="2" fill="#c0392b"/><rect x="130" y="42" width="18" height="14" rx="2" fill="#1b2030"/><text x="61" y="72" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">+</text><text x="139" y="72" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">−</text><text x="100" y="128" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">12V</text>`,
  mirrors: (c) =>
    `<path d="M40 150 l24 -50" stroke="#4b5563" stroke-width="6" stroke-linecap="round"/><ellipse cx="70" cy="78" rx="34" ry="24" fill="${c.body}" ${o(c)}/><ellipse cx="70" cy="78" rx="26" ry="17" fill="#cfe3f5"/><path d="M160 150 l-24 -50" stroke="#4b5563" stroke-width="6" stroke-linecap="round"/><ellipse cx="130" cy="78" rx="34" ry="24" fill="${c.body}" ${o(c)}/><ellipse cx="130" cy="78" rx="26" ry="17" fill="#cfe3f5"/><path d="M58 70 l16 -6 M118 70 l16 -6" stroke="#fff" stroke-width="3"/>`,
};

/** Grid of small dots for speaker grilles and peppercorns. */
function dots(x, y, cols, rows, step, r = 2) {
  let out = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) out += `<circle cx="${x + i * step}" cy="${y + j * step}" r="${r}"/>`;
  return out;
}

function zigzag(x, y, teeth) {
  let d = `M${x} ${y}`;
  const w = (200 - 2 * x) / teeth;
  for (let i = 0; i < teeth; i++) d += ` l${w / 2} -8 l${w / 2} 8`;
  return `<path d="${d}"/>`;
}

function petals(cx, cy) {
  return [0, 72, 144, 216, 288]
    .map((a) => {
      const x = cx + Math.round(Math.cos((a * Math.PI) / 180) * 11);
      const y = cy + Math.round(Math.sin((a * Math.PI) / 180) * 11);
      return `<circle cx="${x}" cy="${y}" r="9" fill="#fff"/>`;
    })
    .join('')
    .concat(`<circle cx="${cx}" cy="${cy}" r="6" fill="#f5c542"/>`);
}

function star(cx, cy, r, fill) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 ? r / 2.4 : r;
    return `${(cx + Math.cos(a) * d).toFixed(1)},${(cy + Math.sin(a) * d).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** Gradients the drawings refer to, defined once per picture. */
export const DEFS = `<defs>${SCREEN}<linearGradient id="tvs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc6f2"/><stop offset="1" stop-color="#d9f0ff"/></linearGradient></defs>`;
