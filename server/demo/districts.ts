import type { Rng } from './random';

/**
 * Where demo records lie: the districts of 杭州市 that the region seed has (server/db/region-data.ts),
 * each with a centre and a radius in degrees and some of its real roads. The centres and radii are
 * approximations drawn by hand (roughly each district's built-up core), good enough that a point falls
 * inside the district it names on a map; they are not survey data. Coordinates are WGS-84-like decimal
 * degrees with six places.
 */
export interface DemoDistrict {
  code: string;
  name: string;
  /** Name without 区/县/市, for business names (`西湖`). */
  short: string;
  lng: number;
  lat: number;
  /** Points lie within this many degrees of the centre, in longitude and latitude alike. */
  radius: number;
  roads: string[];
  /** How many demo subjects it gets relative to the others (urban districts more). */
  weight: number;
}

export const CITY = { name: '杭州市', short: '杭州', province: '浙江省' };

export const districts: DemoDistrict[] = [
  {
    code: '330102',
    name: '上城区',
    short: '上城',
    lng: 120.195,
    lat: 30.265,
    radius: 0.035,
    weight: 10,
    roads: ['解放路', '延安路', '庆春路', '清泰街', '望江路', '钱江路', '秋涛路', '凯旋路', '新塘路', '九堡大道'],
  },
  {
    code: '330105',
    name: '拱墅区',
    short: '拱墅',
    lng: 120.15,
    lat: 30.315,
    radius: 0.035,
    weight: 10,
    roads: ['莫干山路', '湖墅南路', '大关路', '上塘路', '登云路', '体育场路', '潮王路', '沈半路', '丽水路'],
  },
  {
    code: '330106',
    name: '西湖区',
    short: '西湖',
    lng: 120.11,
    lat: 30.275,
    radius: 0.04,
    weight: 10,
    roads: ['文三路', '天目山路', '古墩路', '文二路', '教工路', '学院路', '西溪路', '紫金港路', '留和路'],
  },
  {
    code: '330108',
    name: '滨江区',
    short: '滨江',
    lng: 120.2,
    lat: 30.195,
    radius: 0.025,
    weight: 8,
    roads: ['江南大道', '滨盛路', '长河路', '江陵路', '网商路', '时代大道', '西兴路', '物联网街'],
  },
  {
    code: '330109',
    name: '萧山区',
    short: '萧山',
    lng: 120.265,
    lat: 30.17,
    radius: 0.06,
    weight: 9,
    roads: ['市心路', '金城路', '人民路', '北干路', '通惠路', '建设一路', '萧绍路', '山阴路'],
  },
  {
    code: '330110',
    name: '余杭区',
    short: '余杭',
    lng: 120.01,
    lat: 30.3,
    radius: 0.05,
    weight: 9,
    roads: ['五常大道', '文一西路', '良睦路', '龙潭路', '海曙路', '舒心路', '良渚路'],
  },
  {
    code: '330111',
    name: '富阳区',
    short: '富阳',
    lng: 119.96,
    lat: 30.05,
    radius: 0.05,
    weight: 5,
    roads: ['江滨西大道', '富春街', '金桥路', '公园路', '恩波大道', '桂花路'],
  },
  {
    code: '330112',
    name: '临安区',
    short: '临安',
    lng: 119.725,
    lat: 30.235,
    radius: 0.05,
    weight: 4,
    roads: ['钱王街', '衣锦街', '农林大路', '锦城街', '万马路', '科技大道'],
  },
  {
    code: '330113',
    name: '临平区',
    short: '临平',
    lng: 120.3,
    lat: 30.42,
    radius: 0.04,
    weight: 6,
    roads: ['迎宾路', '世纪大道', '南苑街', '星光街', '藕花洲大街', '荷花塘街'],
  },
  {
    code: '330114',
    name: '钱塘区',
    short: '钱塘',
    lng: 120.35,
    lat: 30.3,
    radius: 0.04,
    weight: 6,
    roads: ['学林街', '文泽路', '下沙路', '文渊路', '银海街', '江东大道', '义蓬街'],
  },
  {
    code: '330122',
    name: '桐庐县',
    short: '桐庐',
    lng: 119.69,
    lat: 29.795,
    radius: 0.04,
    weight: 3,
    roads: ['迎春南路', '瑶琳路', '白云源路', '开元街', '春江路'],
  },
  {
    code: '330127',
    name: '淳安县',
    short: '淳安',
    lng: 119.04,
    lat: 29.61,
    radius: 0.04,
    weight: 2,
    roads: ['新安大街', '千岛湖大道', '环湖北路', '开发路'],
  },
  {
    code: '330182',
    name: '建德市',
    short: '建德',
    lng: 119.28,
    lat: 29.475,
    radius: 0.04,
    weight: 2,
    roads: ['严州大道', '新安路', '洋安路', '江滨中路', '府东街'],
  },
];

/** A point in the district's disc (uniform over its area), rounded to six decimals. */
export function pointIn(d: DemoDistrict, rng: Rng): { longitude: number; latitude: number } {
  const r = d.radius * Math.sqrt(rng.float());
  const a = rng.float() * 2 * Math.PI;
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { longitude: round(d.lng + r * Math.cos(a)), latitude: round(d.lat + r * Math.sin(a)) };
}

/** Whether a point lies in the district's box (centre ± radius): what the demo promises. */
export function inDistrictBox(d: DemoDistrict, longitude: number, latitude: number): boolean {
  const eps = 1e-6;
  return Math.abs(longitude - d.lng) <= d.radius + eps && Math.abs(latitude - d.lat) <= d.radius + eps;
}
