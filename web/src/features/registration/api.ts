import {
  type LearnerRegisterRequest,
  learnersRegister,
  referencePincode,
  type SchoolRegisterRequest,
  schoolsRegister,
} from "@ganit/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** POST /api/school/register (public). */
export const registerSchool = (body: SchoolRegisterRequest) => call(schoolsRegister, { body });
export const useRegisterSchool = () => useMutation({ mutationFn: registerSchool });

/** POST /api/studentb2c/register (public). */
export const registerLearner = (body: LearnerRegisterRequest) => call(learnersRegister, { body });
export const useRegisterLearner = () => useMutation({ mutationFn: registerLearner });

/** The state and district of a complete pincode; nothing for an unknown one (it is only a suggestion). */
export function usePincodePlace(pincode: string) {
  const complete = /^[1-9]\d{5}$/.test(pincode);
  return useQuery({
    queryKey: ["pincode", pincode],
    queryFn: () => call(referencePincode, { query: { pincode } }),
    enabled: complete,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
