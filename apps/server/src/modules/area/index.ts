// Other areas show place names (cards, details, exports) and check ids (registration forms).
export { areaModule } from './area.routes';
export { cityList, countryList, englishAreaName, provinceList } from './area.service';
