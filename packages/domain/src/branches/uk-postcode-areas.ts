/**
 * The UK's postcode areas (the letters before the first digit: RG, SW, G) and a point for each:
 * the centre of the area's main post town, to about a kilometre. The store finder measures from
 * here when a postcode's district has no branch of ours (decision 0075). The Channel Islands
 * (GY, JE) and the Isle of Man (IM) are included; BF (forces) and BX (non-geographic) are not.
 * London's areas are named by their compass letters ('London SW').
 */

export interface PostcodeArea {
  /** 'RG'. */
  code: string;
  /** The main post town: 'Reading', 'London SW'. */
  postTown: string;
  latitude: number;
  longitude: number;
}

const AREAS: Readonly<
  Record<string, readonly [postTown: string, latitude: number, longitude: number]>
> = {
  AB: ['Aberdeen', 57.149, -2.094],
  AL: ['St Albans', 51.752, -0.336],
  B: ['Birmingham', 52.486, -1.89],
  BA: ['Bath', 51.381, -2.359],
  BB: ['Blackburn', 53.748, -2.482],
  BD: ['Bradford', 53.795, -1.759],
  BH: ['Bournemouth', 50.72, -1.88],
  BL: ['Bolton', 53.578, -2.429],
  BN: ['Brighton', 50.827, -0.139],
  BR: ['Bromley', 51.406, 0.015],
  BS: ['Bristol', 51.455, -2.588],
  BT: ['Belfast', 54.597, -5.93],
  CA: ['Carlisle', 54.892, -2.932],
  CB: ['Cambridge', 52.205, 0.122],
  CF: ['Cardiff', 51.481, -3.179],
  CH: ['Chester', 53.191, -2.891],
  CM: ['Chelmsford', 51.736, 0.469],
  CO: ['Colchester', 51.889, 0.904],
  CR: ['Croydon', 51.376, -0.098],
  CT: ['Canterbury', 51.279, 1.08],
  CV: ['Coventry', 52.407, -1.51],
  CW: ['Crewe', 53.097, -2.441],
  DA: ['Dartford', 51.446, 0.217],
  DD: ['Dundee', 56.462, -2.971],
  DE: ['Derby', 52.922, -1.476],
  DG: ['Dumfries', 55.07, -3.605],
  DH: ['Durham', 54.776, -1.575],
  DL: ['Darlington', 54.524, -1.553],
  DN: ['Doncaster', 53.523, -1.128],
  DT: ['Dorchester', 50.715, -2.437],
  DY: ['Dudley', 52.512, -2.081],
  E: ['London E', 51.538, -0.03],
  EC: ['London EC', 51.516, -0.093],
  EH: ['Edinburgh', 55.953, -3.188],
  EN: ['Enfield', 51.652, -0.081],
  EX: ['Exeter', 50.718, -3.534],
  FK: ['Falkirk', 56.002, -3.784],
  FY: ['Blackpool', 53.817, -3.036],
  G: ['Glasgow', 55.861, -4.251],
  GL: ['Gloucester', 51.864, -2.244],
  GU: ['Guildford', 51.236, -0.57],
  GY: ['Guernsey', 49.456, -2.536],
  HA: ['Harrow', 51.58, -0.334],
  HD: ['Huddersfield', 53.645, -1.785],
  HG: ['Harrogate', 53.992, -1.541],
  HP: ['Hemel Hempstead', 51.753, -0.448],
  HR: ['Hereford', 52.056, -2.716],
  HS: ['Outer Hebrides', 58.209, -6.387],
  HU: ['Hull', 53.745, -0.336],
  HX: ['Halifax', 53.725, -1.863],
  IG: ['Ilford', 51.559, 0.082],
  IM: ['Isle of Man', 54.15, -4.482],
  IP: ['Ipswich', 52.057, 1.148],
  IV: ['Inverness', 57.478, -4.224],
  JE: ['Jersey', 49.186, -2.107],
  KA: ['Kilmarnock', 55.611, -4.496],
  KT: ['Kingston upon Thames', 51.412, -0.3],
  KW: ['Kirkwall', 58.981, -2.96],
  KY: ['Kirkcaldy', 56.112, -3.159],
  L: ['Liverpool', 53.408, -2.992],
  LA: ['Lancaster', 54.047, -2.801],
  LD: ['Llandrindod Wells', 52.242, -3.379],
  LE: ['Leicester', 52.637, -1.14],
  LL: ['Llandudno', 53.324, -3.828],
  LN: ['Lincoln', 53.234, -0.539],
  LS: ['Leeds', 53.8, -1.549],
  LU: ['Luton', 51.88, -0.418],
  M: ['Manchester', 53.48, -2.243],
  ME: ['Rochester', 51.388, 0.507],
  MK: ['Milton Keynes', 52.041, -0.76],
  ML: ['Motherwell', 55.789, -3.991],
  N: ['London N', 51.565, -0.106],
  NE: ['Newcastle upon Tyne', 54.978, -1.618],
  NG: ['Nottingham', 52.954, -1.158],
  NN: ['Northampton', 52.237, -0.894],
  NP: ['Newport', 51.585, -2.998],
  NR: ['Norwich', 52.628, 1.297],
  NW: ['London NW', 51.547, -0.18],
  OL: ['Oldham', 53.541, -2.118],
  OX: ['Oxford', 51.752, -1.258],
  PA: ['Paisley', 55.846, -4.423],
  PE: ['Peterborough', 52.573, -0.241],
  PH: ['Perth', 56.396, -3.437],
  PL: ['Plymouth', 50.375, -4.143],
  PO: ['Portsmouth', 50.819, -1.088],
  PR: ['Preston', 53.763, -2.703],
  RG: ['Reading', 51.455, -0.971],
  RH: ['Redhill', 51.24, -0.17],
  RM: ['Romford', 51.575, 0.183],
  S: ['Sheffield', 53.381, -1.47],
  SA: ['Swansea', 51.621, -3.944],
  SE: ['London SE', 51.466, -0.048],
  SG: ['Stevenage', 51.903, -0.202],
  SK: ['Stockport', 53.411, -2.157],
  SL: ['Slough', 51.511, -0.595],
  SM: ['Sutton', 51.361, -0.194],
  SN: ['Swindon', 51.558, -1.781],
  SO: ['Southampton', 50.909, -1.404],
  SP: ['Salisbury', 51.069, -1.794],
  SR: ['Sunderland', 54.906, -1.383],
  SS: ['Southend-on-Sea', 51.538, 0.714],
  ST: ['Stoke-on-Trent', 53.003, -2.18],
  SW: ['London SW', 51.466, -0.163],
  SY: ['Shrewsbury', 52.708, -2.754],
  TA: ['Taunton', 51.015, -3.103],
  TD: ['Galashiels', 55.617, -2.807],
  TF: ['Telford', 52.678, -2.445],
  TN: ['Tonbridge', 51.195, 0.275],
  TQ: ['Torquay', 50.462, -3.525],
  TR: ['Truro', 50.263, -5.051],
  TS: ['Middlesbrough', 54.575, -1.235],
  TW: ['Twickenham', 51.447, -0.336],
  UB: ['Southall', 51.511, -0.376],
  W: ['London W', 51.513, -0.21],
  WA: ['Warrington', 53.39, -2.597],
  WC: ['London WC', 51.518, -0.12],
  WD: ['Watford', 51.656, -0.396],
  WF: ['Wakefield', 53.683, -1.499],
  WN: ['Wigan', 53.545, -2.631],
  WR: ['Worcester', 52.192, -2.22],
  WS: ['Walsall', 52.586, -1.982],
  WV: ['Wolverhampton', 52.587, -2.129],
  YO: ['York', 53.96, -1.081],
  ZE: ['Shetland', 60.155, -1.145],
  // The form validation catalogue counts GG as UK (spec doc 3 §5); Guernsey's real area is GY.
  GG: ['Guernsey', 49.456, -2.536],
};

/** The area of an outward code or postcode ('RG1', 'SW1A 1AA'); null when it is not a UK area. */
export function postcodeArea(outwardOrPostcode: string): PostcodeArea | null {
  const letters = /^([A-Za-z]{1,2})\d/.exec(outwardOrPostcode.trim())?.[1]?.toUpperCase();
  const found = letters === undefined ? undefined : AREAS[letters];
  if (!found || letters === undefined) return null;
  const [postTown, latitude, longitude] = found;
  return { code: letters, postTown, latitude, longitude };
}

/** Every area, for place-name search: its post town and its point. */
export function postcodeAreas(): PostcodeArea[] {
  return Object.entries(AREAS).map(([code, [postTown, latitude, longitude]]) => ({
    code,
    postTown,
    latitude,
    longitude,
  }));
}
