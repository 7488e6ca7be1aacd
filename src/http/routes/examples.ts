/**
 * The example births of the route table (shown in the OpenAPI document and by `urania serve`): one timed birth
 * and a partner's, pasted into the JSON examples of the POST routes.
 */

/** @summary A timed birth (New York, 1990-07-15 14:30 local), as the JSON of `BirthData`. */
export const EXAMPLE_BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** @summary A second timed birth (Paris, 1992-03-02 08:10 local), the partner of the two-chart examples. */
export const EXAMPLE_PARTNER_BIRTH = '{"birthDate":"1992-03-02","birthTime":"08:10","latitude":48.8566,"longitude":2.3522}';
