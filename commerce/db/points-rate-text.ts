/**
 * The shop's texts that quote the earning rule (the help centre, the company and terms pages) say
 * `{points_per_dollar}` where the rule goes (decision 053); their reads fill it in from points_rules, so
 * the texts follow the console's setting. SQL of `column` filled in, in the language bound at `lang`.
 */
export const withPointsRate = (column: string, lang: string) =>
  `replace(${column}, '{points_per_dollar}', (SELECT CASE ${lang} WHEN 'km' THEN points_per_dollar || ' ពិន្ទុ'
     ELSE points_per_dollar || CASE points_per_dollar WHEN 1 THEN ' point' ELSE ' points' END END FROM points_rules WHERE id = 1))`;
