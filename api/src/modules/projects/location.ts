// The location calls' data (000 section 7 location/*): countries, states and cities from the
// country-state-city package, loaded once on first use (about 8 MB of data, ~0.3 s), never at start-up.
import type { AddressMatch, City, Country, CountryState, PlaceData } from 'shared-contract';
import { ADDRESS_SEARCH_MAX } from 'shared-contract';

type Csc = typeof import('country-state-city');
type CityRecord = { name: string; countryCode: string; stateCode: string; latitude?: string | null; longitude?: string | null };
type Index = { csc: Csc; countries: Country[]; cities: (CityRecord & { lower: string })[] };

let loading: Promise<Index> | null = null;

function load(): Promise<Index> {
  loading ??= import('country-state-city').then((csc) => {
    const countries = csc.Country.getAllCountries()
      .map((c) => ({ country_id: c.isoCode, country_name: c.name, phone_code: c.phonecode }))
      .sort((a, b) => a.country_name.localeCompare(b.country_name));
    const cities = (csc.City.getAllCities() as CityRecord[]).map((c) => ({ ...c, lower: c.name.toLowerCase() }));
    return { csc, countries, cities };
  });
  return loading;
}

/** A state's id as get-states gives it: `<country>-<state>` (US-CA), unique across countries. */
export const stateIdOf = (countryCode: string, stateCode: string) => `${countryCode}-${stateCode}`;
function splitStateId(stateId: string): [string, string] | null {
  const at = stateId.indexOf('-');
  return at > 0 ? [stateId.slice(0, at), stateId.slice(at + 1)] : null;
}

export async function listCountries(): Promise<Country[]> {
  return (await load()).countries;
}

export async function findCountry(countryId: string): Promise<Country | null> {
  return (await load()).countries.find((c) => c.country_id === countryId.toUpperCase()) ?? null;
}

/** The states of a country by name; null when the country is unknown. */
export async function listStates(countryId: string): Promise<CountryState[] | null> {
  const { csc } = await load();
  const country = await findCountry(countryId);
  if (!country) return null;
  return csc.State.getStatesOfCountry(country.country_id)
    .map((s) => ({ state_id: stateIdOf(s.countryCode, s.isoCode), state_name: s.name }))
    .sort((a, b) => a.state_name.localeCompare(b.state_name));
}

export async function findState(stateId: string): Promise<(CountryState & { country_id: string }) | null> {
  const parts = splitStateId(stateId.toUpperCase());
  if (!parts) return null;
  const state = (await load()).csc.State.getStateByCodeAndCountry(parts[1], parts[0]);
  return state ? { state_id: stateIdOf(state.countryCode, state.isoCode), state_name: state.name, country_id: state.countryCode } : null;
}

/** The cities of a state by name; null when the state is unknown. */
export async function listCities(stateId: string): Promise<City[] | null> {
  const state = await findState(stateId);
  if (!state) return null;
  const [country, code] = splitStateId(state.state_id)!;
  const names = new Set(((await load()).csc.City.getCitiesOfState(country, code) as CityRecord[]).map((c) => c.name));
  return [...names].sort((a, b) => a.localeCompare(b)).map((city_name) => ({ city_name }));
}

// A place: `US` (a country), `US-CA` (a state), `US-CA/Los Angeles` (a city).
const cityPlaceId = (c: CityRecord) => `${stateIdOf(c.countryCode, c.stateCode)}/${c.name}`;

/** Cities, then states, then countries whose name contains the text (any letter case), at most ADDRESS_SEARCH_MAX. */
export async function searchAddresses(search: string): Promise<AddressMatch[]> {
  const { csc, countries, cities } = await load();
  const text = search.toLowerCase();
  const matches: AddressMatch[] = [];
  const seen = new Set<string>();
  const add = (place_id: string, description: string) => {
    if (matches.length >= ADDRESS_SEARCH_MAX || seen.has(place_id)) return;
    seen.add(place_id);
    matches.push({ place_id, description });
  };
  const countryName = (code: string) => countries.find((c) => c.country_id === code)?.country_name ?? code;
  // Names starting with the text first, then names containing it.
  for (const startsOnly of [true, false]) {
    for (const c of cities) {
      if (matches.length >= ADDRESS_SEARCH_MAX) break;
      const at = c.lower.indexOf(text);
      if (at < 0 || (startsOnly ? at !== 0 : at === 0)) continue;
      const state = csc.State.getStateByCodeAndCountry(c.stateCode, c.countryCode);
      add(cityPlaceId(c), [c.name, state?.name, countryName(c.countryCode)].filter(Boolean).join(', '));
    }
  }
  for (const s of csc.State.getAllStates()) if (s.name.toLowerCase().includes(text)) add(stateIdOf(s.countryCode, s.isoCode), `${s.name}, ${countryName(s.countryCode)}`);
  for (const c of countries) if (c.country_name.toLowerCase().includes(text)) add(c.country_id, c.country_name);
  return matches;
}

const coordinate = (v: string | null | undefined) => (v === undefined || v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** The address parts of a place id of searchAddresses; null when it names no place. */
export async function findPlaceData(placeId: string): Promise<PlaceData | null> {
  const { csc, cities } = await load();
  const slash = placeId.indexOf('/');
  const head = slash < 0 ? placeId : placeId.slice(0, slash);
  const cityName = slash < 0 ? null : placeId.slice(slash + 1);
  if (!head.includes('-')) {
    if (cityName !== null) return null;
    const country = await findCountry(head);
    if (!country) return null;
    const raw = csc.Country.getCountryByCode(country.country_id);
    return {
      place_id: country.country_id,
      country_id: country.country_id,
      country_name: country.country_name,
      state_id: null,
      state_name: null,
      city: null,
      latitude: coordinate(raw?.latitude),
      longitude: coordinate(raw?.longitude),
    };
  }
  const state = await findState(head);
  if (!state) return null;
  const country = (await findCountry(state.country_id))!;
  const base = { country_id: country.country_id, country_name: country.country_name, state_id: state.state_id, state_name: state.state_name };
  if (cityName === null) {
    const [cc, sc] = splitStateId(state.state_id)!;
    const raw = csc.State.getStateByCodeAndCountry(sc, cc);
    return { place_id: state.state_id, ...base, city: null, latitude: coordinate(raw?.latitude), longitude: coordinate(raw?.longitude) };
  }
  const [cc, sc] = splitStateId(state.state_id)!;
  const city = cities.find((c) => c.countryCode === cc && c.stateCode === sc && c.name === cityName);
  if (!city) return null;
  return { place_id: cityPlaceId(city), ...base, city: city.name, latitude: coordinate(city.latitude), longitude: coordinate(city.longitude) };
}
