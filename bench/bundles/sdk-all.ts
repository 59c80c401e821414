/** Browser bundle (b): the whole SDK, every export kept. */
export * from "../../src/index";
