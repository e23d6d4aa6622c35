import { checkGeneratorsIndependently } from "./test-generator-independent-checks.ts";

/** The generators at the even places of the registry, each checked independently over 10,000 seeds. */
checkGeneratorsIndependently(0);
