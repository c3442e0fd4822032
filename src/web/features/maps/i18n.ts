/** The words of the profile's location card and the result maps (issue 29 point 3). */
export { t } from '#web/ui/map/map-i18n.js';
