import { describe, it } from "vitest";
import { createInMemoryActivityRepository } from "../../src/repository/index.js";
import { runActivityRepositoryContract } from "../../src/testing/repositoryContract.js";

runActivityRepositoryContract({ createRepository: createInMemoryActivityRepository, describe, it, name: "in-memory repository" });
