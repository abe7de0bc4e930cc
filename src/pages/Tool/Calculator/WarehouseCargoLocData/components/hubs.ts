/**
 * The schematic map's drawing data: rough outlines of the world's land regions and the main oil hubs, in longitude /
 * latitude degrees (approximate, for orientation only: no coastline is meant to be exact). Drawn by FlowMap as an
 * inline SVG, so the map needs no tile server and works offline. A Kpler location is put on a hub when its name
 * contains one of the hub's names (any case).
 */

export interface Hub {
  id: string;
  /** What the map labels it with (a place name, the same in every language). */
  label: string;
  lon: number;
  lat: number;
  /** Lower-case fragments of location names that belong to this hub. */
  names: readonly string[];
}

export const HUBS: readonly Hub[] = [
  { id: 'singapore', label: 'Singapore', lon: 103.8, lat: 1.3, names: ['singapore', 'jurong', '新加坡'] },
  { id: 'fujairah', label: 'Fujairah', lon: 56.3, lat: 25.1, names: ['fujairah', 'khor fakkan', '富查伊拉'] },
  { id: 'rasTanura', label: 'Ras Tanura', lon: 50.2, lat: 26.6, names: ['ras tanura', 'juaymah', 'ras tannurah'] },
  { id: 'yanbu', label: 'Yanbu', lon: 38.1, lat: 24.1, names: ['yanbu', 'red sea'] },
  { id: 'ara', label: 'ARA', lon: 4.4, lat: 51.9, names: ['ara', 'rotterdam', 'amsterdam', 'antwerp', '鹿特丹'] },
  { id: 'usgc', label: 'USGC', lon: -94.8, lat: 29.3, names: ['usgc', 'us gulf', 'houston', 'corpus christi', 'galveston', 'beaumont'] },
  { id: 'uswc', label: 'USWC', lon: -118.2, lat: 33.7, names: ['uswc', 'los angeles', 'long beach'] },
  { id: 'zhoushan', label: 'Zhoushan / Ningbo', lon: 122.2, lat: 30.0, names: ['zhoushan', 'ningbo', '舟山', '宁波'] },
  { id: 'shandong', label: 'Shandong', lon: 120.3, lat: 36.1, names: ['shandong', 'qingdao', 'rizhao', 'yantai', 'dongying', '山东', '青岛', '日照'] },
  { id: 'dalian', label: 'Dalian', lon: 121.6, lat: 38.9, names: ['dalian', '大连'] },
  {
    id: 'southChina',
    label: 'South China',
    lon: 113.5,
    lat: 22.8,
    names: ['guangzhou', 'huizhou', 'zhanjiang', 'maoming', 'south china', '广州', '惠州', '湛江'],
  },
  { id: 'korea', label: 'Ulsan / Yeosu', lon: 129.3, lat: 35.5, names: ['ulsan', 'yeosu', 'daesan', 'korea'] },
  { id: 'japan', label: 'Chiba', lon: 140.1, lat: 35.6, names: ['chiba', 'japan', 'yokohama'] },
  { id: 'baltic', label: 'Primorsk', lon: 28.6, lat: 60.3, names: ['primorsk', 'ust-luga', 'baltic'] },
  { id: 'blackSea', label: 'Novorossiysk', lon: 37.8, lat: 44.7, names: ['novorossiysk', 'black sea', 'cpc'] },
  { id: 'waf', label: 'West Africa', lon: 7.2, lat: 4.4, names: ['bonny', 'forcados', 'nigeria', 'waf', 'west africa'] },
  { id: 'brazil', label: 'Santos', lon: -46.3, lat: -24.0, names: ['santos', 'angra', 'brazil'] },
];

/** The hub a location belongs to, or null (matching the most specific name first: "ara" is a word, not a fragment). */
export function hubOf(location: string): Hub | null {
  const name = location.toLowerCase();
  const words = name.split(/[^\p{L}\p{N}]+/u);
  for (const hub of HUBS) {
    for (const fragment of hub.names) {
      // Short fragments (ARA, WAF, CPC) match whole words only: "Paradip" is not ARA.
      if (/^[a-z]{1,4}$/.test(fragment) ? words.includes(fragment) : name.includes(fragment)) return hub;
    }
  }
  return null;
}

/** Land regions as [lon, lat] rings. */
export const REGIONS: readonly (readonly (readonly [number, number])[])[] = [
  // North America
  [
    [-168, 66],
    [-140, 70],
    [-95, 72],
    [-80, 63],
    [-60, 52],
    [-66, 44],
    [-75, 35],
    [-81, 25],
    [-97, 26],
    [-97, 18],
    [-83, 9],
    [-78, 8],
    [-105, 20],
    [-117, 32],
    [-124, 40],
    [-125, 49],
    [-135, 58],
    [-150, 60],
    [-165, 60],
  ],
  // Greenland
  [
    [-50, 60],
    [-20, 70],
    [-20, 75],
    [-60, 75],
    [-55, 68],
  ],
  // South America
  [
    [-78, 8],
    [-60, 10],
    [-50, 0],
    [-35, -6],
    [-40, -22],
    [-48, -28],
    [-58, -38],
    [-65, -55],
    [-72, -50],
    [-72, -30],
    [-70, -18],
    [-81, -5],
    [-80, 2],
  ],
  // Europe
  [
    [-10, 36],
    [-9, 43],
    [-2, 44],
    [-5, 48],
    [2, 51],
    [8, 54],
    [10, 58],
    [5, 62],
    [15, 69],
    [28, 71],
    [40, 67],
    [40, 45],
    [28, 41],
    [26, 38],
    [20, 40],
    [16, 38],
    [12, 44],
    [3, 43],
    [-5, 36],
  ],
  // Great Britain
  [
    [-5, 50],
    [1, 51],
    [0, 53],
    [-2, 56],
    [-5, 58],
    [-6, 56],
    [-3, 54],
  ],
  // Africa
  [
    [-17, 21],
    [-6, 36],
    [10, 37],
    [32, 31],
    [34, 28],
    [43, 12],
    [51, 12],
    [40, -3],
    [40, -15],
    [35, -24],
    [20, -35],
    [17, -28],
    [12, -6],
    [9, 4],
    [-8, 4],
    [-17, 14],
  ],
  // Asia with the Middle East
  [
    [28, 41],
    [40, 45],
    [40, 67],
    [70, 73],
    [110, 75],
    [140, 72],
    [180, 68],
    [170, 60],
    [157, 51],
    [140, 46],
    [129, 35],
    [122, 40],
    [120, 31],
    [121, 23],
    [108, 21],
    [105, 10],
    [100, 13],
    [100, 3],
    [104, 1],
    [98, 8],
    [92, 22],
    [80, 15],
    [77, 8],
    [72, 21],
    [66, 25],
    [57, 26],
    [56, 24],
    [59, 22],
    [52, 16],
    [45, 13],
    [43, 16],
    [35, 28],
    [35, 33],
    [36, 36],
  ],
  // Japan
  [
    [130, 31],
    [135, 34],
    [141, 36],
    [142, 40],
    [141, 43],
    [140, 41],
    [135, 35],
    [131, 34],
  ],
  // Australia
  [
    [114, -22],
    [122, -18],
    [131, -12],
    [137, -12],
    [142, -11],
    [146, -19],
    [153, -25],
    [150, -37],
    [141, -38],
    [131, -31],
    [115, -34],
  ],
];
