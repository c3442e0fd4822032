import { PHOTO_STRIP_COUNT } from '#domain/photo-strip.js';
import { FONT_FAMILY, mix, ridgePath, seededRandom, svgDocument } from './svg.js';

/**
 * The 12 photo-strip illustrations (1200 x 500), one per entry of PHOTO_STRIP
 * in src/domain/photo-strip.ts and in the same order: keep the two in step.
 */
export const STRIP_SIZE = { width: 1200, height: 500 } as const;
const W = STRIP_SIZE.width;
const H = STRIP_SIZE.height;
type Random = () => number;

export function stripSceneSvg(index: number): string {
  const random = seededRandom(`strip-${index}`);
  return svgDocument(W, H, SCENES[index](random));
}

// ── scenes ─────────────────────────────────────────────────────────────────

/** Sunset over a downtown Bryan street. */
function downtownSunset(random: Random): string {
  // The two sides of the street, from x0 to x1.
  const facades = (x0: number, x1: number) =>
    buildingRow(random, {
      x0,
      x1,
      baseY: 360,
      minH: 120,
      maxH: 210,
      color: '#3b1c3a',
      windows: '#ffc46b',
    });
  return (
    fadingSky('#2b1055', '#ffd36b', [0.45, '#b83b6b'], [0.75, '#f47c48']) +
    sun(600, 330, 90, '#ffe9a8') +
    facades(-20, 430) +
    facades(770, 1220) +
    `<rect x="0" y="355" width="${W}" height="145" fill="#2a1430"/>` +
    `<polygon points="530,360 670,360 1060,500 140,500" fill="#41223f"/>` +
    dashedCenterLine(600, 360, 500, '#ffcf7a') +
    streetLamp(300, 420, 1.1, '#1c0d1f', '#ffd98a') +
    streetLamp(900, 420, 1.1, '#1c0d1f', '#ffd98a') +
    streetLamp(440, 380, 0.7, '#1c0d1f', '#ffd98a') +
    streetLamp(760, 380, 0.7, '#1c0d1f', '#ffd98a')
  );
}

/** Aggie game-day crowd outside a College Station cafe. */
function gameDayCrowd(random: Random): string {
  const maroon = '#500000';
  const stadium = mix(maroon, '#f7d9c4', 0.6);
  let crowd = '';
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 21; i++) {
      const x = i * 60 + (row % 2) * 30 + random() * 14 - 10;
      const y = 372 + row * 52 + random() * 10;
      const shirt = random() < 0.72 ? maroon : random() < 0.6 ? '#ffffff' : '#9b2335';
      const skin = ['#f1c7a5', '#c68e66', '#8d5a3b', '#e8b48f'][Math.floor(random() * 4)];
      const cheer = random() < 0.3;
      const arm = cheer
        ? `<line x1="${x + 14}" y1="${y + 8}" x2="${x + 24}" y2="${y - 40}" stroke="${shirt}" stroke-width="9" stroke-linecap="round"/><circle cx="${x + 24}" cy="${y - 44}" r="6" fill="${skin}"/>`
        : '';
      const cap =
        random() < 0.35
          ? `<path d="M${x - 15} ${y - 18} Q${x} ${y - 40} ${x + 15} ${y - 18} Z" fill="${maroon}"/>`
          : '';
      crowd += `${arm}<rect x="${x - 20}" y="${y}" width="40" height="90" rx="16" fill="${shirt}"/><circle cx="${x}" cy="${y - 16}" r="15" fill="${skin}"/>${cap}`;
    }
  }
  let tiers = '';
  for (let i = 0; i < 6; i++) {
    tiers += `<line x1="60" y1="${190 + i * 22}" x2="600" y2="${170 + i * 22}" stroke="${mix(stadium, '#ffffff', 0.25)}" stroke-width="3"/>`;
  }
  const tower = (x: number, top: number) =>
    `<rect x="${x - 3}" y="${top}" width="6" height="${200 - top}" fill="${stadium}"/><rect x="${x - 26}" y="${top - 24}" width="52" height="30" rx="3" fill="${stadium}"/>` +
    `<g fill="#fff7dc">${[0, 1, 2].map((k) => `<circle cx="${x - 16 + k * 16}" cy="${top - 9}" r="4"/>`).join('')}</g>`;
  return (
    fadingSky('#f3c9a8', '#fff4e6') +
    sun(650, 62, 30, '#fff3c4') +
    tower(90, 60) +
    tower(570, 40) +
    `<path d="M40 330 L40 180 L120 160 Q330 120 620 150 L620 330 Z" fill="${stadium}"/>${tiers}` +
    // the cafe
    `<rect x="700" y="120" width="500" height="300" fill="#e9dcc9"/><rect x="690" y="104" width="520" height="24" fill="#5a3d2b"/>` +
    `<rect x="740" y="146" width="200" height="54" rx="6" fill="${maroon}"/>` +
    `<text x="840" y="184" font-family="${FONT_FAMILY}" font-size="30" font-weight="700" letter-spacing="3" text-anchor="middle" fill="#ffffff">CAFE</text>` +
    awning(700, 222, 500, 46, maroon, '#ffffff') +
    `<rect x="730" y="282" width="300" height="138" fill="#9cc3c9" stroke="#5a3d2b" stroke-width="8"/><rect x="1060" y="282" width="110" height="138" fill="#5a3d2b"/>` +
    `<rect x="0" y="330" width="700" height="90" fill="#e8d9c6"/>` +
    `<rect x="0" y="410" width="${W}" height="90" fill="#b9a48f"/>` +
    bunting(0, 700, 250, 30, [maroon, '#ffffff']) +
    crowd
  );
}

/** Water tower rising above the trees in College Station. */
function waterTowerScene(random: Random): string {
  let trees = '';
  for (let i = 0; i < 16; i++) {
    trees += roundTree(random() * W, 400 + random() * 20, 0.9 + random() * 0.6, '#2f7d6d');
  }
  let front = '';
  for (let i = 0; i < 14; i++) {
    front += roundTree(
      i * 90 + random() * 40,
      470 + random() * 20,
      1.1 + random() * 0.5,
      '#1f5c52',
    );
  }
  return (
    fadingSky('#5fc4c0', '#dff5ef') +
    cloud(220, 110, 1.3) +
    cloud(1000, 90, 1) +
    cloud(400, 200, 0.6) +
    waterTower(640, 420, 1.0, '#eef1f3', '#500000') +
    `<path d="${ridgePath(random, { width: W, y: 420, amplitude: 30, bumps: 6, bottom: H })}" fill="#3f9482"/>` +
    trees +
    `<rect x="0" y="460" width="${W}" height="40" fill="#1f5c52"/>` +
    front
  );
}

/** Bluebonnets along a country road near Navasota. */
function bluebonnetRoad(random: Random): string {
  let flowers = '';
  for (let i = 0; i < 420; i++) {
    const y = 300 + random() ** 0.7 * 200;
    const depth = (y - 300) / 200; // 0 far .. 1 near
    const x = random() * W;
    // keep the road clear
    const roadHalf = 20 + depth * 260;
    const roadCenter = 640 - depth * 120;
    if (Math.abs(x - roadCenter) < roadHalf) continue;
    const s = 0.4 + depth * 1.4;
    const color = random() < 0.08 ? '#e2543b' : random() < 0.5 ? '#3f5bd1' : '#5470e6';
    flowers += `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})"><rect x="-1" y="0" width="2" height="14" fill="#3c7a33"/><ellipse cx="0" cy="-4" rx="5" ry="10" fill="${color}"/><ellipse cx="0" cy="-13" rx="3" ry="4" fill="#ffffff"/></g>`;
  }
  let posts = '';
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const x = 780 + t * 420;
    const y = 300 + t * 150;
    posts += `<rect x="${x}" y="${y - 18 - t * 30}" width="${3 + t * 5}" height="${18 + t * 30}" fill="#6b4f35"/>`;
  }
  return (
    fadingSky('#7cc0ef', '#e6f4ff') +
    cloud(300, 90, 1.2) +
    cloud(900, 60, 0.9) +
    `<path d="${ridgePath(random, { width: W, y: 300, amplitude: 40, bumps: 5, bottom: H })}" fill="#8dbd6a"/>` +
    roundTree(180, 300, 0.7, '#4a7d3a') +
    roundTree(230, 305, 0.5, '#4a7d3a') +
    roundTree(1040, 300, 0.6, '#4a7d3a') +
    `<rect x="0" y="300" width="${W}" height="200" fill="#6fa556"/>` +
    `<path d="M620 300 L660 300 L800 500 L240 500 Z" fill="#8c8f94"/>` +
    `<path d="M639 300 L641 300 L528 500 L514 500 Z" fill="#f2d16b" opacity="0.9"/>` +
    posts +
    `<polyline points="782,282 1202,400" stroke="#6b4f35" stroke-width="2" fill="none"/>` +
    flowers
  );
}

/** Morning farmers market stalls in downtown Bryan. */
function farmersMarket(random: Random): string {
  const colors = ['#0f766e', '#500000', '#b7860b', '#4d7c0f'];
  const labels = ['FRESH', 'HONEY', 'PEACHES', 'GREENS'];
  let stalls = '';
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 285;
    const color = colors[i];
    stalls += `<rect x="${x + 10}" y="250" width="6" height="170" fill="#5b5b5b"/><rect x="${x + 224}" y="250" width="6" height="170" fill="#5b5b5b"/>`;
    stalls += awning(x, 220, 240, 50, color, '#ffffff');
    stalls += `<rect x="${x + 4}" y="340" width="232" height="18" fill="#8b5a2b"/><rect x="${x + 14}" y="358" width="212" height="60" fill="#a86b36"/>`;
    for (let k = 0; k < 14; k++) {
      const produce = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#7cb518', '#9d4edd'][
        Math.floor(random() * 6)
      ];
      stalls += `<circle cx="${x + 20 + k * 15 + random() * 4}" cy="${334 - random() * 10}" r="${7 + random() * 3}" fill="${produce}"/>`;
    }
    stalls +=
      `<rect x="${x + 60}" y="172" width="120" height="36" rx="6" fill="#ffffff" stroke="${color}" stroke-width="3"/>` +
      `<text x="${x + 120}" y="197" font-family="${FONT_FAMILY}" font-size="18" font-weight="700" letter-spacing="2" text-anchor="middle" fill="${color}">${labels[i]}</text>`;
  }
  return (
    fadingSky('#bfe3ff', '#fff1d6') +
    buildingRow(random, {
      x0: -10,
      x1: 1210,
      baseY: 330,
      minH: 130,
      maxH: 220,
      color: '#e8d3bd',
      windows: '#c9b29a',
    }) +
    `<rect x="0" y="320" width="${W}" height="180" fill="#d8cbbb"/><rect x="0" y="420" width="${W}" height="80" fill="#b8a895"/>` +
    stalls +
    bunting(0, W, 70, 30, ['#d4a017', '#0f766e', '#500000'])
  );
}

/** Live oak shading a quiet Bryan neighborhood. */
function liveOakStreet(random: Random): string {
  const houses = [
    { x: 560, color: '#f2e2c4', roof: '#7a4b3a' },
    { x: 800, color: '#cfe3e1', roof: '#4b5d67' },
    { x: 1030, color: '#f6d3c8', roof: '#6b3f3f' },
  ];
  let row = '';
  for (const h of houses) {
    row +=
      `<polygon points="${h.x - 10},250 ${h.x + 100},180 ${h.x + 210},250" fill="${h.roof}"/>` +
      `<rect x="${h.x}" y="250" width="200" height="130" fill="${h.color}"/>` +
      `<rect x="${h.x - 6}" y="300" width="212" height="10" fill="#ffffff"/>` +
      `<rect x="${h.x + 85}" y="310" width="34" height="70" fill="${h.roof}"/>` +
      `<rect x="${h.x + 22}" y="270" width="40" height="36" fill="#a9c7d8" stroke="#ffffff" stroke-width="4"/>` +
      `<rect x="${h.x + 140}" y="270" width="40" height="36" fill="#a9c7d8" stroke="#ffffff" stroke-width="4"/>`;
  }
  let fence = '';
  for (let x = 520; x < W; x += 22) {
    fence += `<path d="M${x} 420 L${x} 388 L${x + 6} 380 L${x + 12} 388 L${x + 12} 420 Z" fill="#ffffff"/>`;
  }
  return (
    fadingSky('#a7d8f0', '#f3fbff') +
    `<rect x="0" y="370" width="${W}" height="130" fill="#8cc06c"/>` +
    row +
    `<rect x="520" y="402" width="${W}" height="6" fill="#ffffff"/>${fence}` +
    `<rect x="0" y="446" width="${W}" height="24" fill="#d9d4cb"/>` +
    `<ellipse cx="260" cy="428" rx="250" ry="13" fill="#2e5a2a" opacity="0.3"/>` +
    liveOak(250, 430, random)
  );
}

/** College Station skyline at night under a rising moon. */
function nightSkyline(random: Random): string {
  let stars = '';
  for (let i = 0; i < 90; i++) {
    stars += `<circle cx="${(random() * W).toFixed(0)}" cy="${(random() * 260).toFixed(0)}" r="${(0.6 + random() * 1.6).toFixed(1)}" fill="#ffffff" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`;
  }
  return (
    fadingSky('#070b2a', '#3d3f7a', [0.7, '#1b2a5c']) +
    stars +
    `<circle cx="930" cy="130" r="120" fill="#fff6d8" opacity="0.08"/><circle cx="930" cy="130" r="80" fill="#fff6d8" opacity="0.12"/>` +
    `<circle cx="930" cy="130" r="54" fill="#fff3cc"/><circle cx="912" cy="118" r="9" fill="#eadcae"/><circle cx="946" cy="148" r="6" fill="#eadcae"/>` +
    waterTower(200, 410, 0.9, '#2a3470', '#333f85') +
    buildingRow(random, {
      x0: -10,
      x1: 1210,
      baseY: 420,
      minH: 90,
      maxH: 250,
      color: '#10163a',
      windows: '#ffd479',
    }) +
    `<rect x="0" y="415" width="${W}" height="85" fill="#0a0f2a"/>` +
    `<g fill="#ffd479" opacity="0.8">${Array.from({ length: 30 }, (_, i) => `<circle cx="${i * 42 + 10}" cy="${440 + (i % 3) * 14}" r="2"/>`).join('')}</g>`
  );
}

/** Lake Bryan at dusk with a small wooden dock. */
function lakeDusk(random: Random): string {
  let ripples = '';
  for (let i = 0; i < 40; i++) {
    const y = 320 + random() * 180;
    const x = random() * W;
    const w = 30 + random() * 120;
    ripples += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="2" rx="1" fill="#ffffff" opacity="${(0.08 + random() * 0.15).toFixed(2)}"/>`;
  }
  let reflection = '';
  for (let i = 0; i < 9; i++) {
    const y = 326 + i * 18;
    const w = 160 - i * 12 + random() * 30;
    reflection += `<rect x="${780 - w / 2}" y="${y}" width="${w.toFixed(0)}" height="5" rx="2.5" fill="#ffd27a" opacity="${(0.7 - i * 0.06).toFixed(2)}"/>`;
  }
  // A dock running out from the near shore, drawn in perspective.
  let planks = '';
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const xl = 60 + (430 - 60) * t;
    const xr = 330 + (500 - 330) * t;
    const y = 500 - (500 - 370) * t;
    planks += `<line x1="${xl.toFixed(0)}" y1="${y.toFixed(0)}" x2="${xr.toFixed(0)}" y2="${y.toFixed(0)}"/>`;
  }
  return (
    fadingSky('#3a2c6b', '#ffb36b', [0.55, '#c0577a']) +
    sun(780, 322, 56, '#ffe2a0') +
    `<path d="${ridgePath(random, { width: W, y: 322, amplitude: 28, bumps: 14, bottom: 330 })}" fill="#2a1f45"/>` +
    `<rect x="0" y="322" width="${W}" height="178" fill="#4b3b78"/>` +
    `<rect x="0" y="322" width="${W}" height="178" fill="url(#water)"/>` +
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d46a7e" stop-opacity="0.6"/><stop offset="1" stop-color="#2a1f45" stop-opacity="0.9"/></linearGradient></defs>` +
    reflection +
    ripples +
    `<g fill="#2e1c10"><rect x="424" y="366" width="8" height="30"/><rect x="494" y="366" width="8" height="30"/><rect x="300" y="420" width="12" height="50"/><rect x="408" y="420" width="12" height="50"/></g>` +
    `<polygon points="60,500 330,500 500,370 430,370" fill="#7a4d2c"/><polygon points="330,500 500,370 500,378 338,500" fill="#4a2c18"/>` +
    `<g stroke="#5a3820" stroke-width="2">${planks}</g>` +
    `<g fill="#3b2414"><rect x="426" y="348" width="6" height="24"/><rect x="494" y="348" width="6" height="24"/></g>` +
    `<path d="M560 420 Q640 404 720 420 Q640 430 560 420 Z" fill="#e0632e"/><line x1="600" y1="396" x2="680" y2="440" stroke="#2a1f45" stroke-width="3"/>` +
    `<circle cx="640" cy="402" r="8" fill="#2a1f45"/><rect x="634" y="408" width="12" height="14" rx="4" fill="#2a1f45"/>`
  );
}

/** Historic storefronts on Main Street in Bryan. */
function mainStreetFacades(): string {
  const facades = [
    { brick: '#a2553a', trim: '#f3e3c3', awning: '#0f766e', sign: 'FEED & SEED' },
    { brick: '#d7b98e', trim: '#6b3f2a', awning: '#500000', sign: 'BOOKS' },
    { brick: '#7d3b3b', trim: '#f0d9a8', awning: '#d4a017', sign: 'MERCANTILE' },
    { brick: '#e2c9a6', trim: '#4b5d67', awning: '#4b5d67', sign: 'COFFEE' },
    { brick: '#96623f', trim: '#fbead0', awning: '#9d4edd', sign: 'GALLERY' },
  ];
  let out = '';
  facades.forEach((f, i) => {
    const x = i * 240;
    const top = i % 2 ? 70 : 50;
    out +=
      `<rect x="${x}" y="${top}" width="240" height="${420 - top}" fill="${f.brick}"/>` +
      `<rect x="${x}" y="${top}" width="240" height="18" fill="${f.trim}"/><rect x="${x + 10}" y="${top + 18}" width="220" height="6" fill="${f.trim}" opacity="0.7"/>` +
      [0, 1, 2]
        .map(
          (k) =>
            `<path d="M${x + 28 + k * 68} ${top + 110} L${x + 28 + k * 68} ${top + 70} Q${x + 52 + k * 68} ${top + 42} ${x + 76 + k * 68} ${top + 70} L${x + 76 + k * 68} ${top + 110} Z" fill="#2d3e50" stroke="${f.trim}" stroke-width="5"/>`,
        )
        .join('') +
      `<rect x="${x + 20}" y="222" width="200" height="36" fill="${f.trim}"/>` +
      `<text x="${x + 120}" y="248" font-family="${FONT_FAMILY}" font-size="20" font-weight="700" letter-spacing="2" text-anchor="middle" fill="${f.brick}">${f.sign.replace('&', '&amp;')}</text>` +
      awning(x + 10, 266, 220, 34, f.awning, '#ffffff') +
      `<rect x="${x + 24}" y="310" width="120" height="110" fill="#b9d6df" stroke="${f.trim}" stroke-width="6"/>` +
      `<rect x="${x + 160}" y="310" width="56" height="110" fill="#3b2a22" stroke="${f.trim}" stroke-width="6"/>` +
      `<path d="M${x + 34} 320 L${x + 70} 320 L${x + 34} 360 Z" fill="#ffffff" opacity="0.5"/>`;
  });
  return (
    `<rect width="${W}" height="${H}" fill="#cfeaf7"/>` +
    out +
    `<rect x="0" y="420" width="${W}" height="40" fill="#cbbfae"/><rect x="0" y="460" width="${W}" height="40" fill="#6f6f73"/>` +
    streetLamp(236, 440, 1, '#2f3b45', '#ffe7a3') +
    streetLamp(716, 440, 1, '#2f3b45', '#ffe7a3') +
    planterBox(470, 436) +
    planterBox(950, 436)
  );
}

/** Cattle grazing on a ranch outside Caldwell. */
function ranchCattle(random: Random): string {
  let posts = '';
  for (let x = 20; x < W; x += 110) {
    posts += `<rect x="${x}" y="392" width="10" height="80" fill="#5b3d26"/>`;
  }
  return (
    fadingSky('#8ec9ee', '#fdf0c8') +
    sun(1040, 110, 46, '#fff2b0') +
    cloud(300, 90, 1.1) +
    `<path d="${ridgePath(random, { width: W, y: 300, amplitude: 50, bumps: 4, bottom: H })}" fill="#b7c96b"/>` +
    `<path d="${ridgePath(random, { width: W, y: 350, amplitude: 40, bumps: 3, bottom: H })}" fill="#93b552"/>` +
    barn(180, 300) +
    windmill(920, 320) +
    roundTree(420, 300, 0.8, '#4f7a35') +
    roundTree(470, 305, 0.6, '#4f7a35') +
    `<rect x="0" y="440" width="${W}" height="60" fill="#7da343"/>` +
    cow(760, 372, 0.8, '#8b4a2b', random) +
    cow(560, 392, 1.1, '#3b2a20', random) +
    cow(330, 410, 1.35, '#1f1b18', random) +
    cow(1010, 404, 1.25, '#6e3b22', random) +
    posts +
    `<g stroke="#4a3a2a" stroke-width="2"><line x1="0" y1="405" x2="${W}" y2="405"/><line x1="0" y1="428" x2="${W}" y2="428"/><line x1="0" y1="451" x2="${W}" y2="451"/></g>`
  );
}

/** Food trucks and string lights on a College Station evening. */
function foodTrucks(random: Random): string {
  let people = '';
  for (let i = 0; i < 12; i++) {
    const x = 40 + i * 100 + random() * 40;
    const s = 0.9 + random() * 0.3;
    people += `<g transform="translate(${x.toFixed(0)} 470) scale(${s.toFixed(2)})" fill="#1a1433"><circle cx="0" cy="-72" r="11"/><rect x="-13" y="-60" width="26" height="44" rx="10"/><rect x="-11" y="-20" width="9" height="20"/><rect x="2" y="-20" width="9" height="20"/></g>`;
  }
  return (
    fadingSky('#1d2b53', '#ff8f66', [0.6, '#7e2553']) +
    buildingRow(random, {
      x0: -10,
      x1: 1210,
      baseY: 330,
      minH: 60,
      maxH: 170,
      color: '#2b1d45',
      windows: '#ffcf70',
    }) +
    `<rect x="0" y="320" width="${W}" height="180" fill="#3a2a4a"/>` +
    foodTruck(70, 410, '#0f766e', 'TACOS') +
    foodTruck(450, 410, '#d4a017', 'BBQ') +
    foodTruck(830, 410, '#8b1c2b', 'KOLACHES') +
    stringLights(0, W, 40, 60) +
    people
  );
}

/** Golden sunrise over Brazos Valley farmland. */
function farmSunrise(random: Random): string {
  const vx = 600;
  const vy = 300;
  let rows = '';
  for (let i = -14; i < 14; i++) {
    const x1 = vx + i * 110;
    const x2 = vx + (i + 1) * 110;
    rows += `<polygon points="${vx},${vy} ${x1},${H} ${x2},${H}" fill="${i % 2 ? '#c9a227' : '#7e9c2f'}"/>`;
  }
  let rays = '';
  for (let i = 0; i < 14; i++) {
    const angle = Math.PI + (Math.PI / 13) * i;
    rays += `<line x1="${vx}" y1="${vy}" x2="${(vx + Math.cos(angle) * 900).toFixed(0)}" y2="${(vy + Math.sin(angle) * 900).toFixed(0)}"/>`;
  }
  return (
    fadingSky('#5d7fb8', '#ffb25b', [0.55, '#f7c98a']) +
    `<g stroke="#fff3c4" stroke-width="18" opacity="0.12">${rays}</g>` +
    sun(vx, vy, 70, '#fff0b5') +
    `<path d="${ridgePath(random, { width: W, y: 300, amplitude: 14, bumps: 8, bottom: 310 })}" fill="#4e5f2c"/>` +
    rows +
    `<g fill="#3a3320"><rect x="930" y="246" width="70" height="54"/><polygon points="922,250 965,222 1008,250"/><rect x="1012" y="216" width="26" height="84"/><ellipse cx="1025" cy="216" rx="13" ry="8"/></g>` +
    `<g fill="#d9a73c" stroke="#a87a22" stroke-width="3"><circle cx="190" cy="440" r="34"/><circle cx="300" cy="410" r="24"/><circle cx="1080" cy="450" r="38"/></g>` +
    `<g fill="none" stroke="#a87a22" stroke-width="2"><circle cx="190" cy="440" r="20"/><circle cx="1080" cy="450" r="22"/></g>`
  );
}

const SCENES: Array<(random: Random) => string> = [
  downtownSunset,
  gameDayCrowd,
  waterTowerScene,
  bluebonnetRoad,
  farmersMarket,
  liveOakStreet,
  nightSkyline,
  lakeDusk,
  mainStreetFacades,
  ranchCattle,
  foodTrucks,
  farmSunrise,
];

if (SCENES.length !== PHOTO_STRIP_COUNT) {
  throw new Error('strip.ts needs one scene per PHOTO_STRIP entry');
}

// ── pieces ─────────────────────────────────────────────────────────────────

function sky(id: string, stops: Array<[number, string]>): string {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

/** A sky fading from `top` to `bottom`, through the colours `between` at their offsets. */
function fadingSky(top: string, bottom: string, ...between: Array<[number, string]>): string {
  return sky('sky', [[0, top], ...between, [1, bottom]]);
}

function sun(cx: number, cy: number, r: number, color: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="${color}" opacity="0.12"/><circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="${color}" opacity="0.22"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

function cloud(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="#ffffff" opacity="0.85"><ellipse cx="0" cy="12" rx="80" ry="20"/><circle cx="-30" cy="2" r="28"/><circle cx="12" cy="-12" r="36"/><circle cx="48" cy="6" r="22"/></g>`;
}

function roundTree(x: number, baseY: number, s: number, color: string): string {
  const dark = mix(color, '#000000', 0.2);
  return `<g transform="translate(${x.toFixed(0)} ${baseY.toFixed(0)}) scale(${s.toFixed(2)})"><rect x="-5" y="-36" width="10" height="36" fill="#5b4030"/><circle cx="0" cy="-62" r="32" fill="${color}"/><circle cx="-22" cy="-46" r="22" fill="${dark}"/><circle cx="22" cy="-46" r="22" fill="${dark}"/><circle cx="6" cy="-74" r="16" fill="${mix(color, '#ffffff', 0.12)}"/></g>`;
}

function liveOak(x: number, baseY: number, random: Random): string {
  let canopy = '';
  for (let i = 0; i < 40; i++) {
    const cx = x - 270 + random() * 540;
    const cy = baseY - 290 + random() * 80 + Math.abs(cx - x) * 0.28;
    const r = 34 + random() * 38;
    const shade = ['#2f6b34', '#3b7d3c', '#4a8c45', '#285c2e'][Math.floor(random() * 4)];
    canopy += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${shade}"/>`;
  }
  const bark = '#4a3426';
  return (
    `<path d="M${x - 22} ${baseY} Q${x - 10} ${baseY - 90} ${x - 18} ${baseY - 150} L${x + 18} ${baseY - 150} Q${x + 12} ${baseY - 90} ${x + 26} ${baseY} Z" fill="${bark}"/>` +
    `<g stroke="${bark}" stroke-linecap="round" fill="none"><path d="M${x - 8} ${baseY - 130} Q${x - 90} ${baseY - 160} ${x - 200} ${baseY - 170}" stroke-width="16"/><path d="M${x + 8} ${baseY - 130} Q${x + 100} ${baseY - 150} ${x + 210} ${baseY - 190}" stroke-width="16"/><path d="M${x} ${baseY - 140} Q${x + 10} ${baseY - 200} ${x - 30} ${baseY - 250}" stroke-width="12"/></g>` +
    canopy
  );
}

function buildingRow(
  random: Random,
  o: {
    x0: number;
    x1: number;
    baseY: number;
    minH: number;
    maxH: number;
    color: string;
    windows: string;
  },
): string {
  let out = '';
  for (let x = o.x0; x < o.x1; ) {
    const w = 60 + random() * 90;
    const h = o.minH + random() * (o.maxH - o.minH);
    const top = o.baseY - h;
    out += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${(w + 1).toFixed(0)}" height="${h.toFixed(0)}" fill="${o.color}"/>`;
    if (random() < 0.4) {
      out += `<rect x="${(x - 4).toFixed(0)}" y="${(top - 8).toFixed(0)}" width="${(w + 8).toFixed(0)}" height="8" fill="${o.color}"/>`;
    }
    for (let wy = top + 16; wy < o.baseY - 30; wy += 28) {
      for (let wx = x + 12; wx < x + w - 16; wx += 24) {
        if (random() < 0.45) {
          out += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="10" height="14" fill="${o.windows}" opacity="${(0.55 + random() * 0.45).toFixed(2)}"/>`;
        }
      }
    }
    x += w;
  }
  return out;
}

function dashedCenterLine(vx: number, vy: number, bottom: number, color: string): string {
  let out = '';
  for (let t = 0.08; t < 1; t += 0.16) {
    const y1 = vy + (bottom - vy) * t;
    const y2 = vy + (bottom - vy) * (t + 0.07);
    const w1 = 1 + t * 5;
    const w2 = 1 + (t + 0.07) * 5;
    out += `<polygon points="${vx - w1},${y1.toFixed(0)} ${vx + w1},${y1.toFixed(0)} ${vx + w2},${y2.toFixed(0)} ${vx - w2},${y2.toFixed(0)}"/>`;
  }
  return `<g fill="${color}" opacity="0.8">${out}</g>`;
}

function streetLamp(x: number, baseY: number, s: number, color: string, light: string): string {
  return `<g transform="translate(${x} ${baseY}) scale(${s})"><circle cx="0" cy="-128" r="34" fill="${light}" opacity="0.25"/><rect x="-3" y="-120" width="6" height="120" fill="${color}"/><rect x="-10" y="-8" width="20" height="8" fill="${color}"/><path d="M-12 -118 L12 -118 L8 -140 L-8 -140 Z" fill="${light}"/><rect x="-10" y="-146" width="20" height="6" fill="${color}"/></g>`;
}

function waterTower(x: number, baseY: number, s: number, tank: string, band: string): string {
  return (
    `<g transform="translate(${x} ${baseY}) scale(${s})">` +
    `<g stroke="#6b7a86" stroke-width="6"><line x1="-50" y1="0" x2="-34" y2="-190"/><line x1="50" y1="0" x2="34" y2="-190"/><line x1="-16" y1="0" x2="-12" y2="-190"/><line x1="16" y1="0" x2="12" y2="-190"/></g>` +
    `<g stroke="#6b7a86" stroke-width="3"><line x1="-46" y1="-60" x2="46" y2="-60"/><line x1="-42" y1="-120" x2="42" y2="-120"/><line x1="-46" y1="-60" x2="42" y2="-120"/><line x1="46" y1="-60" x2="-42" y2="-120"/></g>` +
    `<rect x="-6" y="-200" width="12" height="200" fill="#6b7a86"/>` +
    `<path d="M-80 -220 Q-80 -190 -40 -185 L40 -185 Q80 -190 80 -220 Z" fill="${mix(tank, '#000000', 0.12)}"/>` +
    `<rect x="-80" y="-290" width="160" height="72" fill="${tank}"/><rect x="-80" y="-262" width="160" height="18" fill="${band}"/>` +
    `<path d="M-86 -290 Q0 -340 86 -290 Z" fill="${mix(tank, '#000000', 0.08)}"/><rect x="-3" y="-336" width="6" height="20" fill="#6b7a86"/>` +
    `</g>`
  );
}

function awning(x: number, y: number, width: number, height: number, color: string, alt: string) {
  const n = Math.max(4, Math.round(width / 40));
  const step = width / n;
  let out = `<rect x="${x}" y="${y - 6}" width="${width}" height="8" fill="${mix(color, '#000000', 0.3)}"/>`;
  for (let i = 0; i < n; i++) {
    const sx = x + i * step;
    out += `<path d="M${sx.toFixed(1)} ${y} L${(sx + step).toFixed(1)} ${y} L${(sx + step).toFixed(1)} ${y + height} Q${(sx + step / 2).toFixed(1)} ${y + height + 14} ${sx.toFixed(1)} ${y + height} Z" fill="${i % 2 ? alt : color}"/>`;
  }
  return out;
}

function bunting(x0: number, x1: number, y: number, sag: number, colors: string[]): string {
  const n = Math.floor((x1 - x0) / 40);
  let flags = '';
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const cx = x0 + (x1 - x0) * t;
    const cy = y + sag * 4 * t * (1 - t);
    flags += `<polygon points="${(cx - 14).toFixed(0)},${cy.toFixed(0)} ${(cx + 14).toFixed(0)},${cy.toFixed(0)} ${cx.toFixed(0)},${(cy + 28).toFixed(0)}" fill="${colors[i % colors.length]}"/>`;
  }
  return `<path d="M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}" stroke="#4a4a4a" stroke-width="2" fill="none"/>${flags}`;
}

function stringLights(x0: number, x1: number, y: number, sag: number): string {
  const n = Math.floor((x1 - x0) / 60);
  let bulbs = '';
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const cx = x0 + (x1 - x0) * t;
    const cy = y + sag * 4 * t * (1 - t) + 6;
    bulbs += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="14" fill="#ffd97a" opacity="0.22"/><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="5" fill="#fff1b8"/>`;
  }
  return `<path d="M${x0} ${y} Q${(x0 + x1) / 2} ${y + sag * 2} ${x1} ${y}" stroke="#120c24" stroke-width="2" fill="none"/>${bulbs}`;
}

function foodTruck(x: number, baseY: number, color: string, label: string): string {
  return (
    `<rect x="${x}" y="${baseY - 180}" width="300" height="160" rx="14" fill="${color}"/>` +
    `<path d="M${x + 300} ${baseY - 120} L${x + 340} ${baseY - 120} L${x + 360} ${baseY - 80} L${x + 360} ${baseY - 20} L${x + 300} ${baseY - 20} Z" fill="${mix(color, '#000000', 0.15)}"/>` +
    `<path d="M${x + 310} ${baseY - 112} L${x + 336} ${baseY - 112} L${x + 350} ${baseY - 84} L${x + 310} ${baseY - 84} Z" fill="#9fd3e6"/>` +
    `<text x="${x + 150}" y="${baseY - 148}" font-family="${FONT_FAMILY}" font-size="24" font-weight="700" letter-spacing="2" text-anchor="middle" fill="#ffffff">${label}</text>` +
    `<rect x="${x + 22}" y="${baseY - 136}" width="256" height="12" fill="${mix(color, '#ffffff', 0.35)}"/>` +
    `<rect x="${x + 30}" y="${baseY - 124}" width="240" height="60" rx="4" fill="#ffe7a8"/>` +
    `<rect x="${x + 22}" y="${baseY - 64}" width="256" height="8" fill="#d7d7d7"/>` +
    `<circle cx="${x + 70}" cy="${baseY - 16}" r="22" fill="#1a1a1a"/><circle cx="${x + 70}" cy="${baseY - 16}" r="9" fill="#9a9a9a"/>` +
    `<circle cx="${x + 300}" cy="${baseY - 16}" r="22" fill="#1a1a1a"/><circle cx="${x + 300}" cy="${baseY - 16}" r="9" fill="#9a9a9a"/>`
  );
}

function cow(x: number, y: number, s: number, color: string, random: Random): string {
  const patch = random() < 0.5 ? `<ellipse cx="-8" cy="-8" rx="14" ry="9" fill="#f5efe6"/>` : '';
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}">` +
    `<rect x="-32" y="6" width="8" height="30" rx="3"/><rect x="-20" y="8" width="8" height="28" rx="3"/><rect x="16" y="8" width="8" height="28" rx="3"/><rect x="28" y="6" width="8" height="30" rx="3"/>` +
    `<rect x="-42" y="-22" width="86" height="40" rx="18"/>${patch}` +
    // neck and lowered head, grazing
    `<path d="M34 -16 Q56 -12 60 14 L52 18 Q46 0 34 0 Z"/>` +
    `<rect x="48" y="10" width="18" height="26" rx="8"/><ellipse cx="50" cy="12" rx="9" ry="4" transform="rotate(-30 50 12)"/>` +
    `<path d="M-42 -14 Q-52 4 -48 26" stroke="${color}" stroke-width="3" fill="none"/><circle cx="-48" cy="27" r="4"/>` +
    `</g>`
  );
}

function barn(x: number, baseY: number): string {
  return `<g><rect x="${x - 70}" y="${baseY - 90}" width="140" height="90" fill="#9b2d20"/><polygon points="${x - 82},${baseY - 88} ${x},${baseY - 140} ${x + 82},${baseY - 88}" fill="#6f1d14"/><rect x="${x - 26}" y="${baseY - 60}" width="52" height="60" fill="#f3e6d0"/><path d="M${x - 26} ${baseY - 60} L${x + 26} ${baseY} M${x + 26} ${baseY - 60} L${x - 26} ${baseY}" stroke="#9b2d20" stroke-width="5"/></g>`;
}

function windmill(x: number, baseY: number): string {
  let blades = '';
  for (let i = 0; i < 16; i++) {
    blades += `<line x1="0" y1="0" x2="0" y2="-38" transform="rotate(${i * 22.5})"/>`;
  }
  return (
    `<g stroke="#4a4a4a" stroke-width="4"><line x1="${x - 26}" y1="${baseY}" x2="${x - 4}" y2="${baseY - 170}"/><line x1="${x + 26}" y1="${baseY}" x2="${x + 4}" y2="${baseY - 170}"/>` +
    `<line x1="${x - 22}" y1="${baseY - 40}" x2="${x + 22}" y2="${baseY - 40}"/><line x1="${x - 16}" y1="${baseY - 90}" x2="${x + 16}" y2="${baseY - 90}"/><line x1="${x - 10}" y1="${baseY - 135}" x2="${x + 10}" y2="${baseY - 135}"/></g>` +
    `<g transform="translate(${x} ${baseY - 176})" stroke="#5a5a5a" stroke-width="5">${blades}<circle r="8" fill="#5a5a5a"/></g>` +
    `<polygon points="${x + 6},${baseY - 180} ${x + 60},${baseY - 190} ${x + 60},${baseY - 166}" fill="#5a5a5a"/>`
  );
}

function planterBox(x: number, baseY: number): string {
  return `<g><circle cx="${x - 14}" cy="${baseY - 38}" r="16" fill="#3f7d3a"/><circle cx="${x + 12}" cy="${baseY - 40}" r="18" fill="#4e9a47"/><circle cx="${x - 2}" cy="${baseY - 52}" r="14" fill="#e76f51"/><rect x="${x - 34}" y="${baseY - 28}" width="68" height="28" fill="#6b4226"/></g>`;
}
