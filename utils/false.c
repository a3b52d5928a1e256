/* SPDX-License-Identifier: MIT */
/* false: exit with status 1, whatever the arguments. */
int main(void)
{
	return 1;
}
