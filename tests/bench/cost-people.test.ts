// `npm run bench`: what each public function of accounts, people, the feed and lists costs on a large data
// set, against budgets (the rows in tests/bench/cost/; the other half: tests/bench/cost-shops.test.ts).
import { costHalf } from "./cost/runHalf";
import { PEOPLE_HALF } from "./cost/domains";

costHalf("accounts, people, feed, lists", PEOPLE_HALF);
