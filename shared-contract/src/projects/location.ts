// Location calls (000 section 7): countries, their states, a state's cities, and an address search
// whose place_id get-place-data turns into the form's country, state and city.
import * as yup from 'yup';
import { defineEndpoint } from '../endpoint';
import { VALIDATION_MESSAGES as M } from '../messages';
import { dataOf, s } from '../schema';
import { rules } from '../validation';
import { ADDRESS_SEARCH_MAX, ADDRESS_SEARCH_MIN_CHARS, addressMatchShape, cityShape, countryShape, placeDataShape, stateShape } from './shapes';

const code = (max: number) => rules.requiredString().max(max, M.strMax(max));

export const listCountries = defineEndpoint({
  method: 'GET',
  path: 'location/get-countries',
  summary: 'Every country, by name',
  response: dataOf(s.array(countryShape)),
});

/** An unknown country_id is a 422 'The selected country is invalid.' */
export const listStates = defineEndpoint({
  method: 'GET',
  path: 'location/get-states',
  summary: 'The states of a country, by name',
  query: yup.object({ country_id: code(8) }),
  response: dataOf(s.array(stateShape)),
});

/** state_id as get-states gives it (US-CA); unknown: 422 'The selected state is invalid.' */
export const listCities = defineEndpoint({
  method: 'GET',
  path: 'location/get-cities',
  summary: 'The cities of a state, by name',
  query: yup.object({ state_id: code(16) }),
  response: dataOf(s.array(cityShape)),
});

export const searchAddresses = defineEndpoint({
  method: 'GET',
  path: 'location/search-addresses',
  summary: `Cities, states and countries whose name contains the text (at most ${ADDRESS_SEARCH_MAX})`,
  query: yup.object({ search: rules.queryText().required(M.required).min(ADDRESS_SEARCH_MIN_CHARS, M.strMin(ADDRESS_SEARCH_MIN_CHARS)) }),
  response: dataOf(s.array(addressMatchShape)),
});

/** A place_id of search-addresses; one that names no place is a 404. */
export const findPlaceData = defineEndpoint({
  method: 'GET',
  path: 'location/get-place-data',
  summary: 'The country, state and city of a place found by search-addresses',
  query: yup.object({ place_id: code(300) }),
  response: dataOf(placeDataShape),
});
