// `npm run bench`: what each public function of shops, the map, the panel, reviews, moderation, imports,
// comments and plans costs on a large data set, against budgets (the rows in tests/bench/cost/; the other
// half: tests/bench/cost-people.test.ts).
import { costHalf } from "./cost/runHalf";
import { SHOP_HALF } from "./cost/domains";

costHalf("shops, map, panel, reviews, moderation, imports, comments, plans", SHOP_HALF);
